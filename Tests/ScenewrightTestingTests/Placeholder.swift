import Testing

@Suite struct ScenewrightTestingTestsPlaceholder {
    @Test("the test target builds") func builds() { #expect(Bool(true)) }
}
