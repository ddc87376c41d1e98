import Scenewright
import Testing

@MainActor private final class Owner {
    var results: [String] = []
}

@MainActor @Suite struct SafeResultClosureTests {
    @Test("a result reaches the closure with the living owner")
    func deliversWhileOwnerLives() {
        let owner = Owner()
        let closure = SafeResultClosure<String>(owner: owner) { owner, result in owner.results.append(result)
        }
        let delivered = closure.reportResult("photo.jpg")
        #expect(delivered)
        #expect(closure.isOwnerAlive)
        #expect(owner.results == ["photo.jpg"])
    }

    @Test("a result reported after the owner is gone is silently dropped")
    func dropsAfterOwnerIsGone() {
        var calls = 0
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let closure = SafeResultClosure<String>(owner: owner ?? Owner()) { _, _ in calls += 1 }
        owner = nil
        #expect(weakOwner == nil)
        #expect(!closure.isOwnerAlive)
        let delivered = closure.reportResult("late")
        #expect(!delivered)
        #expect(calls == 0)
    }

    @Test("the closure does not keep its owner alive")
    func holdsOwnerWeakly() {
        weak var weakOwner: Owner?
        var closure: SafeResultClosure<Int>?
        do {
            let owner = Owner()
            weakOwner = owner
            closure = SafeResultClosure(owner: owner) { owner, value in owner.results.append("\(value)") }
        }
        #expect(weakOwner == nil)
        #expect(closure?.reportResult(1) == false)
    }
}
