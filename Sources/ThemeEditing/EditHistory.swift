/// Undo and redo over a theme file's bytes.
///
/// Each step holds the file's bytes before and after it. The history also knows which bytes the file
/// should hold now (`expected`): the bytes after the last step it made or undid. Whenever it is given
/// the file's actual bytes (`reconcile(fileBytes:)`, and at the start of every record, undo and redo),
/// bytes that differ mean the file was changed outside (another editor, `git checkout`): that change
/// is recorded as a step of its own, `.outsideChange`, exactly like an edit. So the outside change wins
/// (it is what the file holds, and the next edit starts from it), undo steps back across it to the
/// bytes the inspector had written, and redo brings it back: no edit, inside or outside, is lost
/// without a step that restores it. As after any new change, the redo steps are dropped; `reconcile`
/// says how many, so the inspector can say so.
///
/// The history never touches the file: undo and redo hand the bytes to write to a closure and move
/// only when it succeeds, so a failed write leaves the history (and the file) as they were.
package struct EditHistory: Sendable {
    /// One change of the file.
    package struct Step: Hashable, Sendable {
        /// What made the change.
        package enum Kind: Hashable, Sendable {
            /// An edit, described for an undo menu (`track.on`).
            case edit(String)
            /// A change made to the file by something else.
            case outsideChange
        }

        package let kind: Kind
        package let before: [UInt8]
        package let after: [UInt8]
    }

    /// What `reconcile(fileBytes:)` found.
    package struct OutsideChange: Hashable, Sendable {
        /// The step recorded for it.
        package let step: Step
        /// How many redo steps the change dropped.
        package let droppedRedoSteps: Int
    }

    /// The bytes the file should hold now.
    package private(set) var expected: [UInt8]
    /// The steps that undo can take, the most recent last.
    package private(set) var undoSteps: [Step] = []
    /// The steps that redo can take, the next one last.
    package private(set) var redoSteps: [Step] = []
    /// The most steps kept; the oldest undo steps go first.
    package let limit: Int

    /// A history for a file holding `bytes`, keeping at most `limit` undo steps.
    package init(bytes: [UInt8], limit: Int = 200) {
        expected = bytes
        self.limit = max(1, limit)
    }

    package var canUndo: Bool { !undoSteps.isEmpty }
    package var canRedo: Bool { !redoSteps.isEmpty }

    /// Records an outside change when `fileBytes` (the file's bytes as read now) are not the expected
    /// ones; nil when they are.
    @discardableResult
    package mutating func reconcile(fileBytes: [UInt8]) -> OutsideChange? {
        guard fileBytes != expected else { return nil }
        let step = Step(kind: .outsideChange, before: expected, after: fileBytes)
        let dropped = redoSteps.count
        push(step)
        return OutsideChange(step: step, droppedRedoSteps: dropped)
    }

    /// Records an edit that changed the file from `before` to `after` (already written). When `before`
    /// is not what the history expected, the difference is recorded first as an outside change. An edit
    /// that changed nothing is not recorded.
    package mutating func record(_ description: String, before: [UInt8], after: [UInt8]) {
        reconcile(fileBytes: before)
        guard before != after else { return }
        push(Step(kind: .edit(description), before: before, after: after))
    }

    /// Undoes the last step: reconciles with `fileBytes` first, then hands the bytes before the step to
    /// `write`, and moves only when it returns. Returns the step undone; nil when there is none.
    @discardableResult
    package mutating func undo<Failure: Error>(
        fileBytes: [UInt8], write: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> Step? {
        reconcile(fileBytes: fileBytes)
        guard let step = undoSteps.last else { return nil }
        try write(step.before)
        undoSteps.removeLast()
        redoSteps.append(step)
        expected = step.before
        return step
    }

    /// Redoes the last undone step: reconciles with `fileBytes` first (an outside change drops the redo
    /// steps, so then there is nothing to redo), then hands the bytes after the step to `write`, and
    /// moves only when it returns. Returns the step redone; nil when there is none.
    @discardableResult
    package mutating func redo<Failure: Error>(
        fileBytes: [UInt8], write: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> Step? {
        reconcile(fileBytes: fileBytes)
        guard let step = redoSteps.last else { return nil }
        try write(step.after)
        redoSteps.removeLast()
        undoSteps.append(step)
        expected = step.after
        return step
    }

    private mutating func push(_ step: Step) {
        undoSteps.append(step)
        if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
        redoSteps.removeAll()
        expected = step.after
    }
}
