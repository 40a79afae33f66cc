import Foundation
import LarderCore

extension ReceiptDateParser {
    /// `date` with the year a document number prints beside the same month and day, when OCR misread one digit of
    /// the date's year: tills number their invoices by the day (`2018030610160` beside `06/03/2016 20:01`, sroie
    /// 031). The number's digits are read apart from the date's, so a slip in both at once is unlikely; a year more
    /// than one digit off is another date. The day must open the number: inside a card or trace number eight
    /// digits may spell any date, and a row of an expiry (a voucher valid a year) names another day.
    static func yearWitnessed(_ date: ReceiptDate, in rows: [ReceiptRow]) -> ReceiptDate {
        let monthAndDay = String(format: "%02d%02d", date.month, date.day)
        for row in rows {
            for run in row.text.split(whereSeparator: { !$0.isASCII || !$0.isNumber }) where run.count >= 8 {
                let digits = Array(run)
                guard digits[0] == "2", digits[1] == "0", String(digits[4..<8]) == monthAndDay,
                    let year = Int(String(digits[0..<4])), year != date.year, year <= thisYear,
                    DigitSlips.differInOneDigit(year, date.year),
                    let witnessed = ReceiptDate(year: year, month: date.month, day: date.day),
                    !expiryWords.contains(where: row.folded.includes)
                else { continue }
                return witnessed
            }
        }
        return date
    }

    /// Words of a row that dates something other than the purchase.
    private static let expiryWords = ["exp", "valid", "gültig", "gueltig", "bis ", "mhd", "best before"]

    /// A date printed first on its row with its separators lost (`27032018 Rec No CS-20243`, sroie 076): eight
    /// digits that are a day, a month and a year of this century, on a row without an amount. Article codes are
    /// eight digits too, so it is read only on a receipt where no row shows a date otherwise.
    static func separatorlessDateOpeningARow(in rows: [ReceiptRow]) -> ReceiptDate? {
        for row in rows where row.amounts.isEmpty {
            guard let first = row.tokens.first?.text, first.count == 8, first.allSatisfy({ $0.isASCII && $0.isNumber }),
                let day = Int(first.prefix(2)), let month = Int(first.dropFirst(2).prefix(2)),
                let year = Int(first.suffix(4)), (2000...thisYear).contains(year),
                let date = ReceiptDate(year: year, month: month, day: day)
            else { continue }
            return date
        }
        return nil
    }
}
