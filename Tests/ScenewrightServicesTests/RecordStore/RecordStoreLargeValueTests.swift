import Foundation
import Testing

@testable import ScenewrightServices

/// A record holding one large blob and one large text.
private struct Attachment: Record, Equatable {
    static let tableName = "attachments"
    static let title = Column<Attachment, String>("title")
    static let body = Column<Attachment, String>("body")
    static let bytes = Column<Attachment, Data>("bytes")
    static let schema = RecordSchema(title, body, bytes)
    var id: Int64?
    var title: String
    var body: String
    var bytes: Data
}

// Serialized, and not for shared state: each test holds several 100 MB buffers at once, so running
// them one at a time keeps the peak memory of the test process to one test's.
@Suite("Record store: 100 MB values", .serialized)
struct RecordStoreLargeValueTests {
    @Test("a 100 MB blob and a 100 MB text round-trip through a file, byte for byte")
    func hundredMegabytes() throws {
        try withRecordStoreFile { path throws in
            let size = 100 * 1_024 * 1_024
            var bytes = Data(count: size)
            for index in stride(from: 0, to: size, by: 4_093) {
                bytes[index] = UInt8(truncatingIfNeeded: index)
            }
            // Multi-byte characters and a NUL, so that a cut or a re-encoding would show.
            let body = String(repeating: "é\0K", count: size / 4) + "end"
            let store = try RecordStore(path: path, records: [Attachment.self])
            let id = try store.insert(Attachment(title: "big", body: body, bytes: bytes))
            store.close()
            let reopened = try RecordStore(path: path, records: [Attachment.self])
            let read = try reopened.fetch(Attachment.self, id: id)
            #expect(read?.bytes == bytes)
            #expect(read?.body.utf8.count == body.utf8.count)
            #expect(read?.body == body)
            #expect(try reopened.count(Attachment.filter(Attachment.body.hasSuffix("K" + "end"))) == 1)
        }
    }

    @Test("a value over SQLite's length limit is refused with a clear error, and nothing is written")
    func overTheLengthLimit() throws {
        let store = try RecordStore.inMemory(records: [Attachment.self])
        store.limitLength(to: 1_000_000)
        let failure = recordStoreError {
            try store.insert(Attachment(title: "big", body: "", bytes: Data(count: 2_000_000)))
        }
        #expect(failure?.kind == .unsupportedValue)
        #expect(failure?.message.contains("too large") == true, "\(String(describing: failure))")
        #expect(try store.count(Attachment.self) == 0)
    }
}
