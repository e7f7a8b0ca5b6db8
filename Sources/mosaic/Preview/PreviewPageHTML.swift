/// The preview page's HTML: one page for the index (`/`) and every file (`/file/N`); its
/// script fills it from the push channel. Everything a layout file says reaches the page
/// only as text (`textContent`), never as markup.
enum PreviewPageHTML {
    static let text = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Mosaic preview</title>
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        <header class="bar">
          <a href="/" class="home">Mosaic preview</a>
          <span id="file-name" class="file-name"></span>
          <span id="file-title" class="file-title"></span>
          <span id="connection" class="connection">connecting…</span>
        </header>
        <main>
          <section id="index" hidden>
            <h1>Files</h1>
            <ul id="file-list" class="file-list"></ul>
            <p id="patterns" class="note"></p>
          </section>
          <section id="file" hidden>
            <div class="controls">
              <label>Orthogonal sections <select id="orthogonal"></select></label>
              <label><input type="checkbox" id="anatomy"> Anatomy</label>
              <button type="button" id="add-view">Add a view</button>
              <button type="button" id="light-dark">Light and dark</button>
              <span class="note">Point at an element to inspect it; click to pin.</span>
            </div>
            <div id="views" class="views"></div>
          </section>
        </main>
        <aside id="inspector" class="inspector" hidden>
          <div id="inspector-body"></div>
        </aside>
        </body>
        </html>

        """#
}
