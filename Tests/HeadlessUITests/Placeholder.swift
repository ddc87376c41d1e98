import Testing

@Suite struct HeadlessUITestsPlaceholder {
    @Test("the test target builds") func builds() { #expect(Bool(true)) }
}
