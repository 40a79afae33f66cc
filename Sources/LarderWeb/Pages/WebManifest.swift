import Hummingbird

/// The web app manifest and its icon, so a phone can put Larder's shopping list on its home screen and open it
/// like an app. Both are open: a browser fetches the manifest without the session cookie, and neither says
/// anything about the household.
enum WebManifest {
    static let manifest = """
        {"name": "Larder", "short_name": "Larder", "description": "The household's shopping lists, trips and food",
         "start_url": "/lists", "scope": "/", "display": "standalone", "background_color": "#f6f7f7",
         "theme_color": "#1d2327",
         "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]}
        """

    /// A basket on the app's dark blue.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" \
        fill="#1d2327"/><path d="M96 200h320l-36 196a24 24 0 0 1-24 20H156a24 24 0 0 1-24-20z" fill="#f6f7f7"/>\
        <path d="M176 200l64-104M336 200l-64-104" stroke="#f6f7f7" stroke-width="28" stroke-linecap="round" \
        fill="none"/><path d="M200 260v100M256 260v100M312 260v100" stroke="#2271b1" stroke-width="24" \
        stroke-linecap="round"/></svg>
        """

    static let paths: Set<String> = ["/manifest.webmanifest", "/static/icon.svg"]

    static func register(on router: Router<WebRequestContext>) {
        router.get("/manifest.webmanifest") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/manifest+json", .cacheControl: "max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: manifest)))
        }
        router.get("/static/icon.svg") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: icon)))
        }
    }
}
