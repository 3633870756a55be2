import Testing
import ThemeEditing

/// Undo and redo over byte snapshots, with changes made outside recorded as steps.
@Suite struct EditHistoryTests {
    private struct WriteFailed: Error {}

    /// A file in memory: what undo and redo write.
    private final class File {
        var bytes: [UInt8]
        init(_ text: String) { bytes = Array(text.utf8) }
        func write(_ new: [UInt8]) { bytes = new }
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    @Test func undoAndRedoWalkTheEdits() {
        let file = File("a")
        var history = EditHistory(bytes: file.bytes)
        for next in ["b", "c"] {
            let before = file.bytes
            file.write(Array(next.utf8))
            history.record("edit \(next)", before: before, after: file.bytes)
        }
        #expect(history.undo(fileBytes: file.bytes, write: file.write)?.kind == .edit("edit c"))
        #expect(file.text == "b")
        history.undo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "a" && !history.canUndo)
        #expect(history.undo(fileBytes: file.bytes, write: file.write) == nil)
        history.redo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "b" && history.canRedo)
        // A new edit drops what could be redone.
        history.record("edit d", before: file.bytes, after: Array("d".utf8))
        file.write(Array("d".utf8))
        #expect(!history.canRedo)
        history.undo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "b")
    }

    @Test func anOutsideChangeIsAStepSoUndoStillWorksOnTheFilesBytes() {
        let file = File("one")
        var history = EditHistory(bytes: file.bytes)
        history.record("edit", before: file.bytes, after: Array("two".utf8))
        file.write(Array("two".utf8))
        history.undo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "one" && history.canRedo)
        // Another editor saves: its change wins and becomes a step; the redo step is reported dropped.
        file.write(Array("outside".utf8))
        let change = history.reconcile(fileBytes: file.bytes)
        #expect(change?.step.kind == .outsideChange && change?.droppedRedoSteps == 1)
        #expect(history.expected == file.bytes)
        #expect(history.reconcile(fileBytes: file.bytes) == nil)
        // Undo steps back across it to the bytes the inspector knew, and redo brings it back.
        history.undo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "one")
        history.redo(fileBytes: file.bytes, write: file.write)
        #expect(file.text == "outside")
    }

    @Test func anEditOnBytesTheHistoryDidNotExpectRecordsTheOutsideChangeFirst() {
        var history = EditHistory(bytes: Array("a".utf8))
        history.record("edit", before: Array("x".utf8), after: Array("y".utf8))
        #expect(history.undoSteps.map(\.kind) == [.outsideChange, .edit("edit")])
        #expect(history.undoSteps.map { String(decoding: $0.before, as: UTF8.self) } == ["a", "x"])
        history.record("nothing", before: Array("y".utf8), after: Array("y".utf8))
        #expect(history.undoSteps.count == 2)
    }

    @Test func undoAlsoCatchesAnOutsideChangeItIsHandedAndUndoesItFirst() {
        let file = File("a")
        var history = EditHistory(bytes: file.bytes)
        history.record("edit", before: file.bytes, after: Array("b".utf8))
        file.write(Array("b".utf8))
        file.write(Array("outside".utf8))
        let step = history.undo(fileBytes: file.bytes, write: file.write)
        #expect(step?.kind == .outsideChange && file.text == "b")
    }

    @Test func aFailedWriteLeavesTheHistoryAsItWas() {
        var history = EditHistory(bytes: Array("a".utf8))
        history.record("edit", before: Array("a".utf8), after: Array("b".utf8))
        #expect(throws: WriteFailed.self) {
            try history.undo(fileBytes: Array("b".utf8)) { (_: [UInt8]) throws(WriteFailed) in throw WriteFailed() }
        }
        #expect(history.canUndo && !history.canRedo && history.expected == Array("b".utf8))
    }

    @Test func theOldestStepsGoPastTheLimit() {
        var history = EditHistory(bytes: [0], limit: 3)
        for value in UInt8(1)...5 { history.record("\(value)", before: [value - 1], after: [value]) }
        #expect(history.undoSteps.map(\.kind) == [.edit("3"), .edit("4"), .edit("5")])
    }
}
