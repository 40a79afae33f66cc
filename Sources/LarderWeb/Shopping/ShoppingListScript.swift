/// The list page's script (`/static/list.js`). The page works without it: each tap is a form and a page load.
/// With it, a tap is sent in the background and the list is redrawn in place, and the list follows
/// `/lists/{id}/events`, so a check on one phone appears on the other. The redraw swaps `#list` for the same part
/// of a freshly rendered page, keeping what the person had unfolded. A refused form shows the server's reason
/// beside it and keeps what was typed; a form already on its way is not sent twice.
enum ShoppingListScript {
    static let source = """
        "use strict";
        (function () {
          var list = document.getElementById("list");
          if (!list) { return; }
          function unfolded() {
            return Array.prototype.map.call(list.querySelectorAll("details[open]"), function (details) {
              var item = details.closest("[data-item]");
              return item ? "item:" + item.getAttribute("data-item") : details.id;
            });
          }
          function redraw(html) {
            var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("list");
            if (!fresh) { window.location.reload(); return; }
            var open = unfolded();
            list.replaceChildren.apply(list, Array.prototype.slice.call(fresh.childNodes));
            list.setAttribute("data-version", fresh.getAttribute("data-version"));
            list.querySelectorAll("details").forEach(function (details) {
              var item = details.closest("[data-item]");
              var key = item ? "item:" + item.getAttribute("data-item") : details.id;
              if (open.indexOf(key) >= 0) { details.open = true; }
            });
          }
          // The server's reason beside the form, what was typed kept.
          function refused(form, html) {
            var reason = new DOMParser().parseFromString(html, "text/html").querySelector(".error");
            var note = form.querySelector("p.error") || form.appendChild(document.createElement("p"));
            note.className = "error";
            note.setAttribute("role", "alert");
            note.textContent = reason ? reason.textContent : "That did not work; reload the page and try again.";
            if (form.closest("[data-item]")) { form.closest("[data-item]").classList.toggle("checked"); }
          }
          function reload() {
            return fetch(window.location.href, { credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.text() : Promise.reject(response); })
              .then(redraw);
          }
          document.addEventListener("submit", function (event) {
            var form = event.target;
            var quick = form.hasAttribute("data-quick");
            if (!quick && !form.classList.contains("add")) { return; }
            event.preventDefault();
            var row = form.closest("[data-item]");
            if (row) { row.classList.toggle("checked"); }
            if (form.getAttribute("aria-busy") === "true") { return; }
            form.setAttribute("aria-busy", "true");
            fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)),
                                 credentials: "same-origin" })
              .then(function (response) {
                return response.text().then(function (html) { return { ok: response.ok, html: html }; });
              })
              .then(function (answer) {
                form.removeAttribute("aria-busy");
                if (!answer.ok) { refused(form, answer.html); return; }
                redraw(answer.html);
                if (!quick) { form.reset(); form.querySelector("input[name=line]").focus(); }
              })
              .catch(function () { window.location.reload(); });
          });
          var events = new EventSource(list.getAttribute("data-list-events"));
          events.addEventListener("changed", function (event) {
            if (event.data !== list.getAttribute("data-version")) { reload().catch(function () {}); }
          });
          events.addEventListener("deleted", function () { window.location.href = "/lists"; });
        })();
        """
}
