import LarderCore
import Testing

@Suite struct MoneyTests {
    @Test(arguments: [(1.29, 129), (0.1 + 0.2, 30), (-0.5, -50), (19.999, 2000), (1.285, 129), (-1.285, -129)])
    func amountsRoundToTheNearestCent(amount: Double, cents: Int) {
        #expect(Money.cents(fromAmount: amount) == cents)
    }

    @Test func centsConvertBackExactlyForDisplay() {
        #expect(Money.amount(fromCents: 129) == 1.29)
        #expect(Money.amount(fromCents: -75) == -0.75)
    }
}
