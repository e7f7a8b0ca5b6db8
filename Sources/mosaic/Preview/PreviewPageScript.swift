/// The preview page's script: keeps a WebSocket to the server, asks for the views the page
/// shows, swaps each picture in place when a new render arrives (so the scroll position
/// stays), and inspects elements from the frames and parts the server sends. It computes
/// no layout, and puts every text from a layout file into the page with `textContent`.
///
/// A picture comes in strips (`PictureStrip`): the server pushes the strips the page lacks
/// as binary messages while it draws, and the page decodes each as it arrives. A new picture
/// shows when the strips in the window are decoded, all at once; strips out of sight follow
/// as they are decoded, and strips whose bytes did not change stay as they are.
enum PreviewPageScript {
    static let text = #"""
        'use strict';
        // The screen's pixels per point: a new view draws at most at this scale (a 3x file on a 2x screen
        // at 2x), which the screen shows as sharply, with fewer pixels to draw, send and decode.
        const screenScale = Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)));
        const state = { files: [], choices: null, fileId: null, views: [{ maxScale: screenScale }], orthogonal: '', anatomy: false,
                        cards: [], pinned: null, updates: [], socket: null, built: false, strips: new Map(),
                        viewMessages: 0, pushedStrips: 0 };
        // What the benchmark and the browser tests read.
        window.mosaicPreview = state;

        function el(tag, props, ...children) {
          const element = document.createElement(tag);
          for (const [name, value] of Object.entries(props || {})) {
            if (name === 'text') element.textContent = value;
            else if (name === 'class') element.className = value;
            else element.setAttribute(name, value);
          }
          for (const child of children) element.append(child);
          return element;
        }

        function now() { return performance.timeOrigin + performance.now(); }

        // A view without its unset values, so equal views have equal keys.
        function normalised(view) {
          const result = {};
          for (const name of Object.keys(view).sort()) {
            const value = view[name];
            if (value !== '' && value !== undefined && value !== null && value !== false) result[name] = value;
          }
          return result;
        }
        function keyOf(view) { return JSON.stringify(normalised(view)); }
        function effective(view) {
          return normalised(Object.assign({}, view, { orthogonal: state.orthogonal, anatomy: state.anatomy }));
        }

        function storageKey() {
          const entry = state.files[state.fileId];
          return 'mosaic-preview:' + (entry ? entry.name : state.fileId);
        }
        function saveViews() {
          try {
            localStorage.setItem(storageKey(), JSON.stringify({ views: state.views, orthogonal: state.orthogonal,
                                                               anatomy: state.anatomy }));
          } catch (error) { /* storage unavailable: views last as long as the page */ }
        }
        function loadViews() {
          try {
            const saved = JSON.parse(localStorage.getItem(storageKey()) || 'null');
            if (saved && Array.isArray(saved.views) && saved.views.length > 0) {
              state.views = saved.views.map(normalised);
              state.orthogonal = typeof saved.orthogonal === 'string' ? saved.orthogonal : '';
              state.anatomy = saved.anatomy === true;
            }
          } catch (error) { /* keep the defaults */ }
        }

        function connect() {
          const socket = new WebSocket('ws://' + location.host + '/push');
          state.socket = socket;
          socket.binaryType = 'arraybuffer';
          socket.onopen = () => setConnection('live', false);
          socket.onmessage = (event) => {
            if (typeof event.data === 'string') handle(JSON.parse(event.data));
            else receivedStrip(event.data);
          };
          socket.onclose = () => {
            setConnection('disconnected; retrying…', true);
            setTimeout(connect, 1000);
          };
        }

        function setConnection(text, lost) {
          const badge = document.getElementById('connection');
          badge.textContent = text;
          badge.classList.toggle('lost', lost);
        }

        function sendShow() {
          if (state.fileId === null || !state.socket || state.socket.readyState !== WebSocket.OPEN) return;
          state.socket.send(JSON.stringify({ type: 'show', file: state.fileId, views: state.views.map(effective) }));
        }

        function handle(message) {
          if (message.type === 'files') {
            state.files = message.files;
            state.choices = message.choices;
            showIndex(message);
            if (state.fileId !== null) {
              if (!state.built) { loadViews(); buildControls(); buildViews(); state.built = true; }
              sendShow();
            }
          } else if (message.type === 'view' && message.file === state.fileId) {
            state.viewMessages++;
            const key = keyOf(message.view);
            for (const card of state.cards) {
              if (card.key === key) apply(card, message);
            }
          }
        }

        function showIndex(message) {
          const list = document.getElementById('file-list');
          list.replaceChildren(...message.files.map(entry =>
            el('li', {}, el('a', { href: '/file/' + entry.id, text: entry.name }))));
          document.getElementById('patterns').textContent =
            'Watching ' + message.patterns.join(', ') + ' (' + message.watching + ').';
          const entry = message.files[state.fileId];
          document.getElementById('file-name').textContent = entry ? entry.name : '';
          if (entry) document.title = entry.name + ' · Mosaic preview';
        }

        function select(choices, value, fileLabel) {
          const element = el('select', {}, el('option', { value: '', text: fileLabel }));
          for (const choice of choices) element.append(el('option', { value: choice, text: choice }));
          element.value = value || '';
          return element;
        }

        function buildControls() {
          const orthogonal = document.getElementById('orthogonal');
          orthogonal.replaceWith(select(state.choices.orthogonal, state.orthogonal, "the file's"));
          const replaced = document.querySelector('.controls select');
          replaced.id = 'orthogonal';
          replaced.onchange = () => { state.orthogonal = replaced.value; changed(); };
          const anatomy = document.getElementById('anatomy');
          anatomy.checked = state.anatomy;
          anatomy.onchange = () => { state.anatomy = anatomy.checked; changed(); };
          document.getElementById('add-view').onclick = () => {
            state.views.push(Object.assign({}, state.views[state.views.length - 1]));
            changed();
          };
          document.getElementById('light-dark').onclick = () => {
            const base = state.views[0] || {};
            state.views = [normalised(Object.assign({}, base, { theme: 'light' })),
                           normalised(Object.assign({}, base, { theme: 'dark' }))];
            changed();
          };
        }

        function changed() {
          saveViews();
          buildViews();
          sendShow();
        }

        function buildViews() {
          const container = document.getElementById('views');
          const old = new Map(state.cards.map(card => [card.key, card]));
          state.cards = state.views.map((view, index) => {
            const key = keyOf(effective(view));
            const card = makeCard(view, index, key);
            const previous = old.get(key);
            if (previous && previous.message) apply(card, previous.message);
            return card;
          });
          container.replaceChildren(...state.cards.map(card => card.element));
          document.getElementById('file').hidden = false;
        }

        function makeCard(view, index, key) {
          const choices = state.choices;
          const update = (name, value) => {
            state.views[index] = normalised(Object.assign({}, view, { [name]: value }));
            changed();
          };
          const device = select(choices.devices, view.device, "file's device");
          device.onchange = () => update('device', device.value);
          const orientation = select(choices.orientations, view.orientation, "file's orientation");
          orientation.title = 'orientation';
          orientation.onchange = () => update('orientation', orientation.value);
          const theme = select(choices.themes, view.theme, "file's theme");
          theme.onchange = () => update('theme', theme.value);
          const textSize = select(choices.textSizes, view.textSize, "file's text size");
          textSize.onchange = () => update('textSize', textSize.value);
          const direction = select(choices.directions, view.direction, "file's direction");
          direction.onchange = () => update('direction', direction.value);
          // A smaller scale draws and sends fewer pixels (frames are rounded to its pixel grid). By
          // default a view draws at the file's scale, or the screen's if that is less.
          const scale = select(choices.scales.map(String), view.scale ? String(view.scale) : (view.maxScale ? '' : 'file'),
                               "screen's scale (at most " + screenScale + 'x)');
          scale.insertBefore(el('option', { value: 'file', text: "file's scale" }), scale.options[1]);
          scale.value = view.scale ? String(view.scale) : (view.maxScale ? '' : 'file');
          scale.onchange = () => {
            const value = scale.value;
            state.views[index] = normalised(Object.assign({}, view, {
              scale: /^[0-9]$/.test(value) ? Number(value) : '', maxScale: value === '' ? screenScale : '' }));
            changed();
          };
          const pseudo = el('input', { type: 'checkbox' });
          pseudo.checked = view.pseudoLocalize === true;
          pseudo.onchange = () => update('pseudoLocalize', pseudo.checked);
          const remove = el('button', { type: 'button', text: '×', title: 'Remove this view' });
          remove.disabled = state.views.length < 2;
          remove.onclick = () => { state.views.splice(index, 1); changed(); };
          const controls = el('div', { class: 'view-controls' }, device, orientation, theme, textSize, direction, scale,
                              el('label', {}, pseudo, ' long text'), remove);
          const errors = el('pre', { class: 'errors' });
          errors.hidden = true;
          const picture = el('div', { class: 'picture', role: 'img' });
          const overlay = el('div', { class: 'overlay' });
          const stage = el('div', { class: 'stage' }, picture, overlay);
          stage.hidden = true;
          const warnings = el('ul', { class: 'warnings' });
          const caption = el('div', { class: 'caption', text: 'rendering…' });
          const element = el('div', { class: 'view' }, controls, el('div', { class: 'view-body' }, errors, stage),
                             warnings, caption);
          const card = { key, element, errors, stage, picture, slots: [], overlay, warnings, caption, message: null,
                         inspect: null, sequence: 0 };
          overlay.onmousemove = (event) => { if (!state.pinned) inspectAt(card, event); };
          overlay.onmouseleave = () => { if (!state.pinned) clearInspection(); };
          overlay.onclick = (event) => {
            if (state.pinned) { state.pinned = null; inspectAt(card, event); }
            else { state.pinned = card; inspectAt(card, event, true); }
          };
          return card;
        }

        function apply(card, message) {
          const receivedAt = now();
          card.message = message;
          if (message.picture) document.getElementById('file-title').textContent = message.title || '';
          card.errors.textContent = message.errors.map(problem => problem.text).join('\n');
          card.errors.hidden = message.errors.length === 0;
          card.warnings.replaceChildren(...message.warnings.map(text => el('li', { text })));
          const picture = message.picture || message.lastGood;
          card.stage.classList.toggle('dimmed', !message.picture);
          if (message.picture) card.inspect = message.picture.inspectable ? message : null;
          const t = message.timing;
          card.caption.textContent = message.picture
            ? message.picture.pixelWidth / message.picture.scale + ' × ' + message.picture.pixelHeight / message.picture.scale
              + ' pt @' + message.picture.scale + 'x · decode ' + t.decode.toFixed(1) + ' ms, layout '
              + t.layout.toFixed(1) + ' ms, draw ' + t.draw.toFixed(1) + ' ms'
              + (message.picture.inspectable ? '' : ' · this picture is not inspectable')
            : (message.lastGood ? 'the last good picture, dimmed' : 'no picture yet');
          const record = { file: message.file, key: card.key, ok: !!message.picture, changedAt: message.changedAt,
                           startedAt: message.startedAt, renderedAt: message.renderedAt, receivedAt, timing: t };
          if (!picture) {
            card.stage.hidden = true;
            record.shownAt = now();
            state.updates.push(record);
            return;
          }
          if (card.shownId === picture.id) {
            card.stage.hidden = false;
            record.shownAt = now();
            state.updates.push(record);
            return;
          }
          const sequence = ++card.sequence;
          const wanted = picture.strips.map((strip, index) => {
            const slot = card.slots[index];
            if (slot && slot.hash === strip.hash && slot.top === strip.top && slot.height === strip.height) {
              return { strip, image: slot.image, ready: Promise.resolve(), kept: true };
            }
            return { strip, image: stripImage(strip), kept: false };
          });
          // The strips in the window show together once decoded; the others are placed once loaded, and
          // the browser decodes them when they come into view.
          const inView = wanted.filter(w => !w.kept && stripInView(card, picture, w.strip.top, w.strip.height));
          for (const w of wanted) if (!w.kept) w.ready = inView.includes(w) ? decoded(w.image) : loaded(w.image);
          record.strips = wanted.length;
          record.changedStrips = wanted.filter(w => !w.kept).length;
          Promise.all(inView.map(w => w.ready)).then(() => {
            if (sequence !== card.sequence) return;
            record.loadedAt = now();
            showStrips(card, picture, message, wanted, sequence);
            card.shownId = picture.id;
            card.stage.hidden = false;
            if (state.pinned === card) { state.pinned = null; clearInspection(); }
            requestAnimationFrame(() => { record.shownAt = now(); state.updates.push(record); });
            Promise.all(wanted.map(w => w.ready)).then(() => { record.completeAt = now(); });
          }).catch(() => { /* a strip that does not decode was replaced by a newer render */ });
        }

        // A strip pushed while the server draws: its hash (16 ASCII hex digits), its first row and its
        // height (8 each), then its PNG. A strip likely in view starts decoding at once, off the main thread,
        // while the server draws the next one.
        function receivedStrip(buffer) {
          const header = new TextDecoder().decode(new Uint8Array(buffer, 0, 32));
          const hash = header.slice(0, 16);
          const top = parseInt(header.slice(16, 24), 16), height = parseInt(header.slice(24, 32), 16);
          state.pushedStrips++;
          if (state.strips.has(hash)) return;
          const blob = new Blob([new Uint8Array(buffer, 32)], { type: 'image/png' });
          const entry = stripEntry(URL.createObjectURL(blob), true);
          state.strips.set(hash, entry);
          const shown = state.cards.filter(card => !card.stage.hidden && card.shownPicture);
          if (shown.length === 0 || shown.some(card => stripInView(card, card.shownPicture, top, height))) {
            decoded(entry.image);
          }
        }

        function stripEntry(url, ownsURL) {
          const image = el('img', { class: 'strip', alt: '' });
          image.src = url;
          return { url, ownsURL, image, adopted: false, since: state.viewMessages };
        }

        // An image of the strip: the pushed one, or one downloaded from the server; a copy for a second card.
        function stripImage(strip) {
          let entry = state.strips.get(strip.hash);
          if (!entry) {
            entry = stripEntry(strip.url, false);
            state.strips.set(strip.hash, entry);
          }
          if (entry.adopted) return entry.image.cloneNode();
          entry.adopted = true;
          return entry.image;
        }

        // When the image is decoded (asked once an image).
        const decodes = new WeakMap();
        function decoded(image) {
          if (!decodes.has(image)) decodes.set(image, image.decode());
          return decodes.get(image);
        }
        // When the image's bytes are in, before they are decoded.
        function loaded(image) {
          if (image.complete) return Promise.resolve();
          return new Promise((resolve, reject) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', reject, { once: true });
          });
        }

        // Whether rows top..top+height of `picture` are in the window where the card shows its picture
        // now (all are while it shows none).
        function stripInView(card, picture, top, height) {
          if (card.stage.hidden) return true;
          const box = card.picture.getBoundingClientRect();
          const shownWidth = card.shownPicture && card.shownPicture.pixelWidth;
          const width = shownWidth === picture.pixelWidth && box.width > 0 ? box.width
            : picture.pixelWidth / picture.scale;
          const perPixel = width / picture.pixelWidth;
          const y = box.top + top * perPixel;
          return y + height * perPixel > 0 && y < window.innerHeight;
        }

        // Sizes the card's picture for `picture` and puts each strip in its place as soon as it is
        // decoded (those in view are). Strips sit at fractions of the picture's height, so they stay
        // joined, row against row, when the picture is shown narrower than its width in points.
        function showStrips(card, picture, message, wanted, sequence) {
          const frame = card.picture;
          frame.style.width = picture.pixelWidth / picture.scale + 'px';
          frame.style.aspectRatio = picture.pixelWidth + ' / ' + picture.pixelHeight;
          frame.setAttribute('aria-label', message.title || message.name);
          frame.dataset.id = String(picture.id);
          card.shownPicture = picture;
          const place = (image, top, height) => {
            image.style.top = top / picture.pixelHeight * 100 + '%';
            image.style.height = height / picture.pixelHeight * 100 + '%';
          };
          while (card.slots.length > wanted.length) card.slots.pop().image.remove();
          for (const slot of card.slots) place(slot.image, slot.top, slot.height);
          wanted.forEach((w, index) => {
            const put = () => {
              if (sequence !== card.sequence) return;
              const slot = card.slots[index];
              place(w.image, w.strip.top, w.strip.height);
              if (slot && slot.image !== w.image) slot.image.replaceWith(w.image);
              else if (!slot) frame.append(w.image);
              card.slots[index] = { hash: w.strip.hash, top: w.strip.top, height: w.strip.height, image: w.image };
              forgetUnusedStrips();
            };
            w.ready.then(put, () => {});
          });
        }

        // Lets go of the strips no card shows or waits for (but not those pushed for a message still to come).
        function forgetUnusedStrips() {
          const used = new Set();
          for (const card of state.cards) {
            for (const slot of card.slots) used.add(slot.hash);
            const picture = card.message && (card.message.picture || card.message.lastGood);
            if (picture) for (const strip of picture.strips) used.add(strip.hash);
          }
          for (const [hash, entry] of state.strips) {
            if (used.has(hash) || entry.since === state.viewMessages) continue;
            if (entry.ownsURL) URL.revokeObjectURL(entry.url);
            state.strips.delete(hash);
          }
        }

        function contains(rect, x, y) {
          return x >= rect[0] && y >= rect[1] && x < rect[0] + rect[2] && y < rect[1] + rect[3];
        }
        function clipped(rect, bounds) {
          const left = Math.max(rect[0], bounds[0]), top = Math.max(rect[1], bounds[1]);
          const right = Math.min(rect[0] + rect[2], bounds[0] + bounds[2]);
          const bottom = Math.min(rect[1] + rect[3], bounds[1] + bounds[3]);
          return [left, top, right - left, bottom - top];
        }
        function number(value) { return String(Math.round(value * 100) / 100); }
        function frameText(x, y, width, height) {
          return 'x ' + number(x) + ', y ' + number(y) + ', ' + number(width) + ' × ' + number(height) + ' pt';
        }

        function inspectAt(card, event, pin) {
          const message = card.inspect;
          const panel = document.getElementById('inspector');
          const body = document.getElementById('inspector-body');
          card.overlay.replaceChildren();
          if (!message) { clearInspection(); return; }
          const picture = message.picture;
          const box = card.overlay.getBoundingClientRect();
          const pointsPerPixel = picture.pixelWidth / picture.scale / box.width;
          const x = picture.originX + (event.clientX - box.left) * pointsPerPixel;
          const y = picture.originY + (event.clientY - box.top) * pointsPerPixel;
          // A figure shows the page in part of its picture (beside filmstrips or labels): only that part inspects.
          const shown = picture.content;
          if (shown && shown.length === 4 && !contains(shown, x, y)) { clearInspection(); return; }
          const outline = (whole, kind) => {
            const rect = shown && shown.length === 4 ? clipped(whole, shown) : whole;
            if (rect[2] <= 0 || rect[3] <= 0) return;
            const div = el('div', { class: 'outline ' + kind });
            div.style.left = (rect[0] - picture.originX) / pointsPerPixel + 'px';
            div.style.top = (rect[1] - picture.originY) / pointsPerPixel + 'px';
            div.style.width = rect[2] / pointsPerPixel + 'px';
            div.style.height = rect[3] / pointsPerPixel + 'px';
            card.overlay.append(div);
          };
          const hits = message.elements.filter(e => contains([e.x, e.y, e.width, e.height], x, y))
            .sort((a, b) => a.width * a.height - b.width * b.height);
          const element = hits[0];
          const section = element ? element.section
            : (message.parts.find(p => p.kind === 'section' && p.rects.some(r => contains(r, x, y))) || {}).section;
          const lines = [];
          if (element) {
            const sectionName = element.sectionName ? ' “' + element.sectionName + '”' : '';
            const what = element.category === 'cell' ? 'cell' : element.category + ' ' + element.kind;
            lines.push(what + ' · section ' + element.section + sectionName + ' · item ' + element.item);
            lines.push('index path [' + element.section + ', ' + element.item + ']');
            lines.push('frame ' + frameText(element.x, element.y, element.width, element.height));
            outline([element.x, element.y, element.width, element.height], 'element');
          }
          if (section !== undefined) {
            const groups = message.parts.filter(p => p.kind === 'group' && p.section === section &&
                                                   p.rects.some(r => contains(r, x, y)))
              .sort((a, b) => a.depth - b.depth);
            for (const group of groups) {
              const r = group.rects[0];
              lines.push('  '.repeat(group.depth) + group.label + ' · ' + frameText(r[0], r[1], r[2], r[3]));
              outline(r, 'group');
            }
            const frame = message.parts.find(p => p.kind === 'section' && p.section === section);
            if (frame) {
              const r = frame.rects[0];
              lines.push('section ' + section + ' (' + frame.label + ') · ' + frameText(r[0], r[1], r[2], r[3]));
              outline(r, 'section');
            }
            const seen = new Set();
            for (const part of message.parts) {
              if (part.section !== section || !part.label || seen.has(part.label)) continue;
              if (['sectionInsets', 'interGroupSpacing', 'interItemSpacing', 'edgeSpacing', 'itemInsets',
                   'decoration', 'boundarySupplementary'].includes(part.kind)) {
                seen.add(part.label);
                lines.push('  ' + part.kind + ': ' + part.label);
              }
            }
          }
          if (lines.length === 0) { clearInspection(); return; }
          const heading = el('div', { text: pin ? 'pinned (click again to release)' : 'click to pin' });
          if (pin) heading.className = 'pinned';
          body.replaceChildren(heading, document.createTextNode(lines.join('\n')));
          panel.hidden = false;
        }

        function clearInspection() {
          document.getElementById('inspector').hidden = true;
          for (const card of state.cards) card.overlay.replaceChildren();
        }

        document.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') { state.pinned = null; clearInspection(); }
        });

        const match = location.pathname.match(/^\/file\/(\d+)$/);
        state.fileId = match ? Number(match[1]) : null;
        document.getElementById('index').hidden = state.fileId !== null;
        connect();

        """#
}
