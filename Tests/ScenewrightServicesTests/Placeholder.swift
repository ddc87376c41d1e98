import Testing

@Suite struct ScenewrightServicesTestsPlaceholder {
    @Test("the test target builds") func builds() { #expect(Bool(true)) }
}
