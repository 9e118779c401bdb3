/* Void Harvesters: dig down through the asteroid, harvest crystals, and stay ahead of the collapsing void. */
(function () {
  'use strict';
  var S = 32;
  var COLS = 20;
  var EMPTY = 0;
  var DIRT = 1;
  var ROCK = 2;
  var GEM = 3;
  var VOID_GEM = 4;
  var GEMS = { 3: { points: 15, colour: '#00f5d4' }, 4: { points: 40, colour: '#f15bb5' } };
  var game = {
    title: 'Void Harvesters',
    help:
      'Grabe dich mit Pfeiltasten oder A/S/D nach unten – auf dem Handy mit ◀ ▶ ▼ oder links, rechts und unter deinen Bohrer tippen. Kristalle bringen Punkte, violette Leerenkristalle besonders viele. Harter Fels braucht zwei Schläge. Von oben bricht die Leere herein: Bleib ihr voraus!',
    pad: {
      left: [
        { label: '◀', name: 'Nach links graben', code: 'ArrowLeft' },
        { label: '▶', name: 'Nach rechts graben', code: 'ArrowRight' },
      ],
      right: [{ label: '▼', name: 'Nach unten graben', code: 'ArrowDown' }],
    },
    reset: function (g) {
      g.rows = [];
      g.px = 10;
      g.py = 2;
      g.fall = 0;
      g.cool = 0;
      g.camera = 0;
      g.voidY = -4 * S;
      g.deepest = 2;
      g.hits = {};
      for (var i = 0; i < 16; i++) row(g, i);
      for (var c = 0; c < COLS; c++) {
        g.rows[0][c] = EMPTY;
        g.rows[1][c] = EMPTY;
        g.rows[2][c] = EMPTY;
      }
    },
    key: function (g, code) {
      if (code === 'ArrowLeft' || code === 'KeyA') act(g, -1, 0);
      if (code === 'ArrowRight' || code === 'KeyD') act(g, 1, 0);
      if (code === 'ArrowDown' || code === 'KeyS' || code === 'Space') act(g, 0, 1);
    },
    tap: function (g, x, y) {
      var wx = x;
      var wy = y + g.camera;
      var cx = g.px * S + S / 2;
      var cy = g.py * S + S / 2;
      if (wy > cy + S / 2 && Math.abs(wx - cx) < S * 1.5) act(g, 0, 1);
      else act(g, wx < cx ? -1 : 1, 0);
    },
    demo: function (g, dt) {
      g.demoCool = (g.demoCool || 0) - dt;
      if (g.demoCool > 0 || g.fall > 0) return;
      g.demoCool = 0.16;
      var below = cell(g, g.px, g.py + 1);
      var left = cell(g, g.px - 1, g.py);
      var right = cell(g, g.px + 1, g.py);
      if (left >= GEM) act(g, -1, 0);
      else if (right >= GEM) act(g, 1, 0);
      else if (below !== ROCK || Math.random() < 0.3) act(g, 0, 1);
      else act(g, g.px < 10 ? 1 : -1, 0);
    },
    update: function (g, dt) {
      g.cool = Math.max(0, g.cool - dt);
      // gravity: fall through empty cells
      g.fall += dt;
      if (g.fall > 0.07) {
        g.fall = 0;
        if (cell(g, g.px, g.py + 1) === EMPTY) {
          g.py++;
          reached(g);
        }
      }
      var depth = g.deepest;
      g.voidY += (16 + depth * 0.5) * dt;
      if (g.voidY > g.py * S - 3 * S) g.voidY += dt * 40;
      var target = g.py * S - 150;
      g.camera += (target - g.camera) * Math.min(1, dt * 5);
      while (g.rows.length < g.py + 16) row(g, g.rows.length);
      if (g.voidY > g.py * S + 6) {
        g.burst(g.px * S + S / 2, g.py * S + S / 2 - g.camera, ['#9b5de5', '#f15bb5', '#fff'], 36, 220, 4);
        g.shake(12, 0.4);
        g.flash('#9b5de5', 0.2);
        g.over('Die Leere hat dich verschluckt.');
      }
    },
    draw: function (g, ctx) {
      var bg = ctx.createLinearGradient(0, 0, 0, 360);
      bg.addColorStop(0, '#1b1b3a');
      bg.addColorStop(1, '#0b0b1a');
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, 640, 360);
      var first = Math.max(0, Math.floor(g.camera / S));
      for (var r = first; r < first + 13 && r < g.rows.length; r++) {
        var y = r * S - g.camera;
        var shade = Math.min(1, r / 120);
        for (var c = 0; c < COLS; c++) {
          var t = g.rows[r][c];
          var x = c * S;
          if (t === EMPTY) {
            ctx.fillStyle = 'rgba(255,255,255,0.03)';
            ctx.fillRect(x, y, S, S);
            continue;
          }
          ctx.fillStyle = t === ROCK ? mix(shade, [90, 90, 110], [60, 50, 90]) : mix(shade, [140, 92, 60], [80, 60, 110]);
          ctx.fillRect(x, y, S, S);
          ctx.fillStyle = 'rgba(255,255,255,0.08)';
          ctx.fillRect(x, y, S, 3);
          ctx.fillStyle = 'rgba(0,0,0,0.2)';
          ctx.fillRect(x, y + S - 3, S, 3);
          if (t === ROCK) {
            ctx.fillStyle = 'rgba(255,255,255,0.12)';
            ctx.fillRect(x + 6, y + 8, 8, 4);
            ctx.fillRect(x + 18, y + 18, 7, 4);
            if (g.hits[r + ',' + c]) {
              ctx.strokeStyle = 'rgba(0,0,0,0.6)';
              ctx.beginPath();
              ctx.moveTo(x + 6, y + 6);
              ctx.lineTo(x + 16, y + 18);
              ctx.lineTo(x + 26, y + 10);
              ctx.stroke();
            }
          }
          if (t >= GEM) {
            ctx.save();
            ctx.shadowColor = GEMS[t].colour;
            ctx.shadowBlur = 12;
            ctx.fillStyle = GEMS[t].colour;
            ctx.beginPath();
            ctx.moveTo(x + S / 2, y + 6);
            ctx.lineTo(x + S - 8, y + S / 2);
            ctx.lineTo(x + S / 2, y + S - 6);
            ctx.lineTo(x + 8, y + S / 2);
            ctx.fill();
            ctx.restore();
          }
        }
      }
      // the harvester
      var hx = g.px * S + S / 2;
      var hy = g.py * S + S / 2 - g.camera;
      ctx.fillStyle = '#fee440';
      ctx.beginPath();
      ctx.arc(hx, hy - 2, 11, Math.PI, 0);
      ctx.fill();
      ctx.fillStyle = '#f8f9fa';
      ctx.fillRect(hx - 12, hy - 2, 24, 10);
      ctx.fillStyle = '#00bbf9';
      ctx.fillRect(hx - 6, hy - 9, 12, 6);
      ctx.fillStyle = '#adb5bd';
      ctx.beginPath();
      ctx.moveTo(hx - 7, hy + 8);
      ctx.lineTo(hx + 7, hy + 8);
      ctx.lineTo(hx, hy + 16 + Math.sin(g.t * 40) * 1.5);
      ctx.fill();
      // the void
      var vy = g.voidY - g.camera;
      if (vy > -40) {
        var grad = ctx.createLinearGradient(0, vy - 120, 0, vy + 10);
        grad.addColorStop(0, 'rgba(20,0,40,1)');
        grad.addColorStop(0.8, 'rgba(123,44,191,0.9)');
        grad.addColorStop(1, 'rgba(241,91,181,0.4)');
        ctx.fillStyle = grad;
        ctx.beginPath();
        ctx.moveTo(0, -10);
        for (var vx = 0; vx <= 640; vx += 20) ctx.lineTo(vx, vy + Math.sin(vx * 0.05 + g.t * 4) * 6);
        ctx.lineTo(640, -10);
        ctx.fill();
      }
    },
    hud: function (g, ctx) {
      ctx.font = '700 14px system-ui, sans-serif';
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Tiefe: ' + (g.deepest - 2) + ' m', 20, 50);
      var gap = Math.max(0, Math.round((g.py * S - g.voidY) / S));
      ctx.fillStyle = gap < 4 ? '#f15bb5' : '#c3c9da';
      g.hudText(ctx, 'Abstand zur Leere: ' + gap, 20, 70);
    },
  };

  function row(g, r) {
    var cells = [];
    var rockChance = Math.min(0.35, 0.08 + r * 0.004);
    for (var c = 0; c < COLS; c++) {
      var roll = Math.random();
      var t = DIRT;
      if (roll < 0.06) t = EMPTY;
      else if (roll < 0.06 + rockChance) t = ROCK;
      else if (roll < 0.06 + rockChance + 0.06) t = GEM;
      else if (roll < 0.06 + rockChance + 0.06 + Math.min(0.03, r * 0.0008)) t = VOID_GEM;
      cells.push(t);
    }
    g.rows[r] = cells;
  }

  function cell(g, c, r) {
    if (c < 0 || c >= COLS || r < 0) return ROCK + 10;
    if (!g.rows[r]) row(g, r);
    return g.rows[r][c];
  }

  function reached(g) {
    if (g.py > g.deepest) {
      g.addScore(g.py - g.deepest);
      g.deepest = g.py;
    }
  }

  function act(g, dx, dy) {
    if (g.cool > 0) return;
    g.cool = 0.1;
    var c = g.px + dx;
    var r = g.py + dy;
    var t = cell(g, c, r);
    if (t > VOID_GEM) return;
    var x = c * S + S / 2;
    var y = r * S + S / 2 - g.camera;
    if (t === ROCK) {
      var key = r + ',' + c;
      if (!g.hits[key]) {
        g.hits[key] = 1;
        g.burst(x, y, ['#adb5bd', '#6c757d'], 6, 90, 3);
        g.shake(2, 0.08);
        g.sfx(140, 0.06, 'square', 0.05);
        return;
      }
      delete g.hits[key];
    }
    if (t >= GEM) {
      g.addScore(GEMS[t].points);
      g.floater(x, y - 10, '+' + GEMS[t].points, GEMS[t].colour);
      g.burst(x, y, [GEMS[t].colour, '#fff'], 18, 180, 3);
      g.sfx(t === VOID_GEM ? 1100 : 760, 0.1, 'triangle', 0.08, 1400);
    } else if (t !== EMPTY) {
      g.burst(x, y, ['#8d5a3b', '#b07d56'], 8, 110, 3);
      g.sfx(220, 0.04, 'square', 0.03);
    }
    g.rows[r][c] = EMPTY;
    g.px = c;
    g.py = r;
    reached(g);
  }

  function mix(t, a, b) {
    return 'rgb(' + Math.round(a[0] + (b[0] - a[0]) * t) + ',' + Math.round(a[1] + (b[1] - a[1]) * t) + ',' + Math.round(a[2] + (b[2] - a[2]) * t) + ')';
  }

  window.Spielraum.start(game);
})();
