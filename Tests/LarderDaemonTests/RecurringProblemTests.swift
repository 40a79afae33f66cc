import Foundation
import Testing

@testable import LarderDaemon

/// A problem met on every retry is told once, then once per interval, and its end is told.
struct RecurringProblemTests {
    @Test func aRepeatedProblemIsToldOncePerIntervalWithTheUntoldCount() {
        var problem = RecurringProblem(interval: 300)
        let start = Date(timeIntervalSince1970: 1_000_000)

        // A first occurrence is told; the next ones within five minutes are not
        #expect(problem.occurred(at: start) == 0)
        for second in 1...100 {
            #expect(problem.occurred(at: start.addingTimeInterval(Double(second))) == nil)
        }
        // After the interval it is told again, with how often it came back unseen
        #expect(problem.occurred(at: start.addingTimeInterval(300)) == 100)
        #expect(problem.occurred(at: start.addingTimeInterval(301)) == nil)
    }

    @Test func itsEndIsWorthTellingOnlyIfItWasTold() {
        var problem = RecurringProblem()
        #expect(problem.cleared() == false)
        _ = problem.occurred()
        #expect(problem.cleared() == true)
        // Once cleared, the next occurrence is told at once
        #expect(problem.occurred() == 0)
    }
}
