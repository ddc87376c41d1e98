import Testing

@Suite struct ScenewrightTestsPlaceholder {
    @Test("the test target builds") func builds() { #expect(Bool(true)) }
}
