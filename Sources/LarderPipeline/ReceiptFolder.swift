import Foundation
import LarderCore

/// A receipt read from a folder of pages (a long receipt photographed in parts).
public enum ReceiptFolder {
    /// Page files in the order the daemon read them: visible regular files, natural name order.
    public static func pages(ofFolder path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }
            .sorted(by: NaturalOrder.areInIncreasingOrder)
            .map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
    }
}
