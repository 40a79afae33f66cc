import Foundation
import LarderBarcode
import LarderOCR
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

    @Test func anImageDeclaringMorePixelsThanOCRReadsIsRefusedBeforeDecoding() throws {
        // Given a 67-byte PNG whose header declares 20000 × 20000 pixels (400 MP, over OCR's limit)
        let hugeHeader = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAATiAAAE4gCAAAAADGGxnlAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg=="))

        // When it is searched for barcodes / Then it is refused for its size, as OCR refuses it
        let error = #expect(throws: BarcodeError.self) {
            try BarcodeScanner().barcodes(inImageData: hugeHeader, named: "huge.png")
        }
        #expect(error?.message.contains("pixels") == true)
    }

    @Test func theDecodedImageHoldsOneGreyBytePerPixel() throws {
        // Given a generated label with a barcode, decoded by LarderOCR
        let sample = try #require(try LabelSample.all().first { $0.truth.barcode != nil })
        let data = try Data(contentsOf: URL(fileURLWithPath: sample.imagePath))
        let image = try GreyscaleImage(decoding: data, named: sample.imagePath)

        // Then it has width × height bytes, and the scanner finds the same code in it as in the file
        #expect(image.pixels.count == image.width * image.height)
        #expect(BarcodeScanner().barcodes(in: image).map(\.digits) == [sample.truth.barcode])
    }
}
