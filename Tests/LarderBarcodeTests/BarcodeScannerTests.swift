import LarderBarcode
import LarderTestSupport
import Testing

/// ZBar on the generated label images: every printed barcode read exactly, none invented.
@Suite struct BarcodeScannerTests {
    @Test(arguments: try LabelSample.all())
    func theLabelsBarcodeIsReadExactly(sample: LabelSample) throws {
        let found = try BarcodeScanner().barcodes(inImageAt: sample.imagePath)

        #expect(found.map(\.digits) == (sample.truth.barcode.map { [$0] } ?? []))
    }

    @Test func eachSymbologyIsNamed() throws {
        let samples = try LabelSample.all()
        let symbologies = try samples.flatMap { try BarcodeScanner().barcodes(inImageAt: $0.imagePath) }
            .map(\.symbology)

        #expect(Set(symbologies) == [.ean13, .ean8, .upcA])
    }

    @Test func aMissingImageIsAnError() {
        #expect(throws: BarcodeError.self) { try BarcodeScanner().barcodes(inImageAt: "/nonexistent/label.png") }
    }
}
