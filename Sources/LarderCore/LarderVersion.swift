/// Larder's version, as `larder --version` and the web app's system page show it. Raised with each release.
public enum LarderVersion {
    public static let current = "0.17.0"
}
