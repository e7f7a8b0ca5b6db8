/// The preview page's style sheet.
enum PreviewPageCSS {
    static let text = #"""
        :root { color-scheme: light dark; --line: #8884; --accent: #0a84ff; --bad: #d70015; --muted: #888; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Inter", "DejaVu Sans", sans-serif; }
        .bar { position: sticky; top: 0; z-index: 5; display: flex; gap: 14px; align-items: baseline;
               padding: 10px 18px; background: Canvas; border-bottom: 1px solid var(--line); }
        .home { font-weight: 600; color: inherit; text-decoration: none; }
        .file-name { font-family: "DejaVu Sans Mono", monospace; }
        .file-title { color: var(--muted); }
        .connection { margin-left: auto; color: var(--muted); font-size: 12px; }
        .connection.lost { color: var(--bad); }
        main { padding: 18px; }
        .file-list { padding-left: 18px; font-family: "DejaVu Sans Mono", monospace; }
        .file-list li { margin: 4px 0; }
        .note { color: var(--muted); font-size: 12px; }
        .controls { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; margin-bottom: 14px; }
        .views { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .view { border: 1px solid var(--line); border-radius: 10px; padding: 10px; max-width: 100%; }
        /* The picture sets a view's width; its switches wrap within it. */
        .view-controls { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; font-size: 12px;
                         contain: inline-size; }
        .view-controls select { font-size: 12px; }
        .view-body { display: flex; gap: 14px; align-items: flex-start; }
        .stage { position: relative; line-height: 0; }
        .picture { position: relative; max-width: 100%; outline: 1px solid var(--line); }
        .picture .strip { position: absolute; left: 0; width: 100%; display: block; }
        .stage.dimmed .picture { opacity: 0.35; filter: grayscale(0.6); }
        .overlay { position: absolute; inset: 0; }
        .outline { position: absolute; pointer-events: none; border: 2px solid var(--accent); background: #0a84ff22; }
        .outline.group { border: 1px dashed #ff9f0a; background: none; }
        .outline.section { border: 1px dashed #30d158; background: none; }
        .errors { margin: 0; padding: 10px; border-radius: 8px; background: #d7001514; color: var(--bad);
                  font: 12px/1.5 "DejaVu Sans Mono", monospace; white-space: pre-wrap; max-width: 560px; }
        .warnings { margin: 8px 0 0; padding-left: 18px; color: #b25000; font: 12px/1.5 "DejaVu Sans Mono", monospace;
                    white-space: pre-wrap; contain: inline-size; }
        .caption { font-size: 12px; color: var(--muted); margin-top: 6px; contain: inline-size; }
        .inspector { position: fixed; right: 16px; bottom: 16px; z-index: 6; max-width: 420px; padding: 10px 12px;
                     background: Canvas; border: 1px solid var(--line); border-radius: 10px; box-shadow: 0 4px 18px #0003;
                     font: 12px/1.5 "DejaVu Sans Mono", monospace; }
        #inspector-body { white-space: pre-wrap; }
        .inspector .pinned { color: var(--accent); }

        """#
}
