import LarderReports

/// The app's pages are assembled from escaped text: nothing a receipt or a person typed is ever markup.
enum HTML {
    static func escape(_ text: String) -> String {
        LarderReports.HTML.escape(text)
    }

    /// A whole page: the phone's width, the app's style sheet and manifest; a page that needs a script adds its own
    /// (served from `/static/`, the only scripts the Content-Security-Policy runs). `navigation` is the signed-in bar.
    static func page(title: String, body: String, navigation: String = "") -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title><link rel="stylesheet" href="/static/larder.css">
        <link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/static/icon.svg">
        <meta name="theme-color" content="#1d2327"></head>
        <body>\(navigation)<main>\(body)</main></body></html>
        """
    }

    /// A page of a signed-in session, with the navigation and its sign-out form.
    static func signedInPage(title: String, body: String, csrf: String) -> String {
        let navigation = """
            <nav><a href="/">Home</a> <a href="/trips">Trips</a> <a href="/review">Review</a> <a href="/lists">Lists</a> <a href="/foods">Foods</a> \
            <a href="/analysis">Analysis</a> <a href="/household">Household</a> <a href="/system">System</a>
            <form method="post" action="/logout" class="inline">\(csrfField(csrf))<button type="submit">Sign out</button>\
            </form></nav>
            """
        return page(title: title, body: body, navigation: navigation)
    }

    /// A hidden field with the session's CSRF token, for every form that changes something.
    static func csrfField(_ csrf: String) -> String {
        "<input type=\"hidden\" name=\"csrf\" value=\"\(escape(csrf))\">"
    }

    /// An amount of money as printed: two decimals and the currency, "12.34 EUR".
    static func money(_ cents: Int?, _ currency: String?) -> String {
        guard let cents else { return "–" }
        let sign = cents < 0 ? "-" : ""
        let hundredths = abs(cents) % 100
        let amount = "\(sign)\(abs(cents) / 100).\(hundredths < 10 ? "0" : "")\(hundredths)"
        return currency.map { "\(amount) \(escape($0))" } ?? amount
    }

    /// The style sheet: readable on a 390-pixel phone and on a desktop, no sideways scrolling.
    static let styleSheet = """
        *{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1d2327;background:#f6f7f7}
        main{max-width:60rem;margin:0 auto;padding:1rem}nav{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;
        padding:.75rem 1rem;background:#1d2327}nav a{color:#fff}h1{font-size:1.5rem;margin:.5rem 0 1rem}
        section{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}table{width:100%;border-collapse:collapse}
        td,th{padding:.35rem .25rem;text-align:left;border-bottom:1px solid #e2e4e7;overflow-wrap:anywhere}
        td.number,th.number{text-align:right;white-space:nowrap}input,button{font:inherit;max-width:100%}
        button{padding:.5rem 1rem;border-radius:.35rem;border:1px solid #2271b1;background:#2271b1;color:#fff}
        form.inline{display:inline}.error{color:#b32d2e}.notice{color:#00734d}
        button.danger{background:#fff;color:#b32d2e;border-color:#b32d2e}button.secondary{background:#fff;color:#2271b1}
        .figures{display:flex;flex-wrap:wrap;gap:1rem}.figures div{flex:1 1 8rem}
        .figures strong{display:block;font-size:1.4rem}details summary{cursor:pointer;color:#2271b1}
        figure.receipt{margin:0 0 1rem}figure.receipt img{max-width:100%;max-height:80vh;display:block;margin:0 auto}
        @media(min-width:60rem){.trip{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:1rem;
        align-items:start}}tr.edit td{padding-top:0}tr:has(+ tr.edit) td{border-bottom:none}
        form.item{display:grid;gap:.5rem;margin:.5rem 0}form.item label{display:grid;gap:.15rem}
        form.item input,form.item select{width:100%;padding:.35rem}form.item input[type=checkbox]{width:auto}
        svg{max-width:100%;height:auto}.report pre{overflow-x:auto}.report table td.n{text-align:right}
        form.search{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}form.search label{display:grid}
        form.add label{display:block;font-weight:600}form.add .row{display:flex;gap:.5rem}form.add input{flex:1;min-width:0;
        padding:.6rem}textarea{width:100%;font:inherit}ul.shopping{list-style:none;margin:0;padding:0}
        ul.shopping li{border-bottom:1px solid #e2e4e7;padding:.15rem 0}button.tick{display:flex;gap:.75rem;align-items:center;
        width:100%;min-height:3rem;text-align:left;background:none;color:inherit;border:none;padding:.5rem .25rem}
        button.tick .box{flex:none;width:1.6rem;height:1.6rem;border:2px solid #2271b1;border-radius:.3rem;text-align:center;
        line-height:1.3rem;color:#00734d}button.tick .name{flex:1;overflow-wrap:anywhere}button.tick .quantity{color:#50575e}
        li.checked .name{text-decoration:line-through;color:#50575e}.aisle h2{font-size:1.1rem;margin:0 0 .25rem}
        ul.plain{list-style:none;padding:0}ul.plain li{margin:.35rem 0}details.edit summary{font-size:.9rem}details.basket{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
        """
}
