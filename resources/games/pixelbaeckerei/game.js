/* Pixelbäckerei: swap pastries on the baking tray, three in a row go into the shop window. */
(function () {
  'use strict';
  var N = 8;
  var T = 40;
  var OX = 300;
  var OY = 20;
  var ROUND = 75;
  var KINDS = ['Brezel', 'Franzbrötchen', 'Torte', 'Croissant', 'Berliner', 'Muffin'];
  var COLOURS = ['#b5651d', '#d4a373', '#ff8fab', '#e9c46a', '#f4a261', '#8e7dff'];
  var game = {
    title: 'Pixelbäckerei',
    help:
      'Tausche zwei benachbarte Backwaren, damit drei oder mehr gleiche in einer Reihe liegen. Maus oder Finger: erst antippen, dann den Nachbarn antippen oder wischen. Tastatur: Pfeiltasten bewegen den Rahmen, Leertaste wählt aus, dann Pfeiltaste zum Tauschen. Kettenreaktionen geben Bonus!',
    reset: function (g) {
      g.board = [];
      for (var r = 0; r < N; r++) {
        g.board.push([]);
        for (var c = 0; c < N; c++) g.board[r].push(tile(randomKind(g, r, c)));
      }
      g.cursor = { r: 3, c: 3 };
      g.selected = null;
      g.time = ROUND;
      g.busy = 0;
      g.chain = 0;
      g.order = Math.floor(Math.random() * KINDS.length);
      g.orderLeft = 10;
    },
    key: function (g, code) {
      var d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] }[code];
      if (d) {
        if (g.selected) {
          trySwap(g, g.selected, { r: g.selected.r + d[0], c: g.selected.c + d[1] });
          g.selected = null;
        } else {
          g.cursor.r = g.clamp(g.cursor.r + d[0], 0, N - 1);
          g.cursor.c = g.clamp(g.cursor.c + d[1], 0, N - 1);
        }
      }
      if (code === 'Space' || code === 'Enter') g.selected = g.selected ? null : { r: g.cursor.r, c: g.cursor.c };
    },
    tap: function (g, x, y) {
      var c = Math.floor((x - OX) / T);
      var r = Math.floor((y - OY) / T);
      if (r < 0 || c < 0 || r >= N || c >= N) return;
      g.dragFrom = { r: r, c: c, x: x, y: y };
      g.cursor = { r: r, c: c };
      if (g.selected && Math.abs(g.selected.r - r) + Math.abs(g.selected.c - c) === 1) {
        trySwap(g, g.selected, { r: r, c: c });
        g.selected = null;
        g.dragFrom = null;
      } else {
        g.selected = { r: r, c: c };
      }
    },
    release: function (g, x, y) {
      var from = g.dragFrom;
      g.dragFrom = null;
      if (!from) return;
      var dx = x - from.x;
      var dy = y - from.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < T * 0.5) return;
      var to = Math.abs(dx) > Math.abs(dy) ? { r: from.r, c: from.c + (dx > 0 ? 1 : -1) } : { r: from.r + (dy > 0 ? 1 : -1), c: from.c };
      trySwap(g, from, to);
      g.selected = null;
    },
    demo: function (g, dt) {
      g.demoCool = (g.demoCool || 0) - dt;
      if (g.demoCool > 0 || g.busy > 0) return;
      g.demoCool = 0.7;
      var move = findMove(g);
      if (move) trySwap(g, move[0], move[1]);
    },
    update: function (g, dt) {
      g.time -= dt;
      for (var r = 0; r < N; r++) {
        for (var c = 0; c < N; c++) {
          var t = g.board[r][c];
          if (!t) continue;
          t.oy += (0 - t.oy) * Math.min(1, dt * 12);
          t.ox += (0 - t.ox) * Math.min(1, dt * 12);
          if (Math.abs(t.oy) < 0.5) t.oy = 0;
          if (Math.abs(t.ox) < 0.5) t.ox = 0;
          t.pop = Math.max(0, t.pop - dt * 3);
        }
      }
      if (g.busy > 0) {
        g.busy -= dt;
        if (g.busy <= 0) resolve(g);
      }
      if (g.time <= 0) {
        g.time = 0;
        g.over('Ladenschluss!');
      }
    },
    draw: function (g, ctx) {
      var bg = ctx.createLinearGradient(0, 0, 640, 360);
      bg.addColorStop(0, '#fde2e4');
      bg.addColorStop(1, '#e2ece9');
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, 640, 360);
      // shop side
      ctx.fillStyle = '#6d2e46';
      ctx.fillRect(0, 0, 270, 360);
      for (var a = 0; a < 7; a++) {
        ctx.fillStyle = a % 2 ? '#fff' : '#e36f8f';
        ctx.fillRect(a * 40, 0, 40, 26);
      }
      ctx.fillStyle = '#fff';
      ctx.font = '800 22px system-ui, sans-serif';
      ctx.fillText('Bestellung', 24, 150);
      ctx.font = '600 16px system-ui, sans-serif';
      ctx.fillText(g.orderLeft + '× ' + KINDS[g.order], 24, 176);
      pastry(ctx, g.order, 200, 166, 1.2, g.t);
      ctx.fillStyle = 'rgba(255,255,255,0.75)';
      ctx.font = '600 13px system-ui, sans-serif';
      ctx.fillText('Fertige Bestellung: +100', 24, 200);
      // tray
      ctx.fillStyle = '#adb5bd';
      g.roundRect(ctx, OX - 8, OY - 8, N * T + 16, N * T + 16, 10);
      ctx.fill();
      for (var r = 0; r < N; r++) {
        for (var c = 0; c < N; c++) {
          ctx.fillStyle = (r + c) % 2 ? '#f1f3f5' : '#e9ecef';
          ctx.fillRect(OX + c * T, OY + r * T, T, T);
          var t = g.board[r][c];
          if (t) pastry(ctx, t.kind, OX + c * T + T / 2 + t.ox, OY + r * T + T / 2 + t.oy, 1 + t.pop * 0.3, g.t);
        }
      }
      if (!g.demo) {
        ctx.strokeStyle = '#6d2e46';
        ctx.lineWidth = 3;
        ctx.strokeRect(OX + g.cursor.c * T + 2, OY + g.cursor.r * T + 2, T - 4, T - 4);
      }
      if (g.selected) {
        ctx.strokeStyle = '#ef476f';
        ctx.lineWidth = 3;
        ctx.strokeRect(OX + g.selected.c * T + 4, OY + g.selected.r * T + 4, T - 8, T - 8);
      }
    },
    hud: function (g, ctx) {
      ctx.font = '800 18px system-ui, sans-serif';
      ctx.fillStyle = g.time < 10 ? '#ffd166' : '#fff';
      var seconds = Math.ceil(g.time);
      g.hudText(ctx, '⏱ ' + Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0'), 24, 70);
      if (g.chain > 1) {
        ctx.fillStyle = '#ffd166';
        g.hudText(ctx, 'Kette ×' + g.chain, 24, 96);
      }
    },
  };

  function tile(kind) {
    return { kind: kind, ox: 0, oy: 0, pop: 0 };
  }

  function randomKind(g, r, c) {
    for (;;) {
      var k = Math.floor(Math.random() * KINDS.length);
      var row = g.board[r];
      if (c >= 2 && row[c - 1] && row[c - 2] && row[c - 1].kind === k && row[c - 2].kind === k) continue;
      if (r >= 2 && g.board[r - 1][c] && g.board[r - 2][c] && g.board[r - 1][c].kind === k && g.board[r - 2][c].kind === k) continue;
      return k;
    }
  }

  function matches(g) {
    var marked = [];
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        var t = g.board[r][c];
        if (!t) continue;
        var h = c + 1 < N - 1 && g.board[r][c + 1] && g.board[r][c + 2] && g.board[r][c + 1].kind === t.kind && g.board[r][c + 2].kind === t.kind;
        var v = r + 1 < N - 1 && g.board[r + 1][c] && g.board[r + 2][c] && g.board[r + 1][c].kind === t.kind && g.board[r + 2][c].kind === t.kind;
        if (h) marked.push([r, c], [r, c + 1], [r, c + 2]);
        if (v) marked.push([r, c], [r + 1, c], [r + 2, c]);
      }
    }
    return marked;
  }

  function swap(g, a, b) {
    var t = g.board[a.r][a.c];
    g.board[a.r][a.c] = g.board[b.r][b.c];
    g.board[b.r][b.c] = t;
  }

  function trySwap(g, a, b) {
    if (g.busy > 0 || b.r < 0 || b.c < 0 || b.r >= N || b.c >= N) return;
    if (Math.abs(a.r - b.r) + Math.abs(a.c - b.c) !== 1) return;
    swap(g, a, b);
    if (matches(g).length === 0) {
      swap(g, a, b);
      var t = g.board[a.r][a.c];
      t.ox = (b.c - a.c) * 10;
      t.oy = (b.r - a.r) * 10;
      g.sfx(150, 0.06, 'square', 0.04);
      return;
    }
    var ta = g.board[a.r][a.c];
    var tb = g.board[b.r][b.c];
    ta.ox = (b.c - a.c) * T;
    ta.oy = (b.r - a.r) * T;
    tb.ox = (a.c - b.c) * T;
    tb.oy = (a.r - b.r) * T;
    g.cursor = { r: b.r, c: b.c };
    g.chain = 0;
    g.busy = 0.18;
  }

  function resolve(g) {
    var marked = matches(g);
    if (!marked.length) {
      g.chain = 0;
      if (!findMove(g)) shuffle(g);
      return;
    }
    g.chain++;
    var seen = {};
    var cleared = 0;
    for (var i = 0; i < marked.length; i++) {
      var key = marked[i][0] + ',' + marked[i][1];
      if (seen[key]) continue;
      seen[key] = true;
      var r = marked[i][0];
      var c = marked[i][1];
      var t = g.board[r][c];
      if (t.kind === g.order) {
        g.orderLeft--;
        if (g.orderLeft <= 0) {
          g.addScore(100);
          g.floater(135, 230, 'Bestellung fertig! +100', '#ffd166');
          g.flash('#ffd166', 0.12);
          g.order = Math.floor(Math.random() * KINDS.length);
          g.orderLeft = 10;
        }
      }
      g.burst(OX + c * T + T / 2, OY + r * T + T / 2, [COLOURS[t.kind], '#fff'], 6, 140, 3);
      g.board[r][c] = null;
      cleared++;
    }
    var points = cleared * 10 * g.chain;
    g.addScore(points);
    var first = marked[0];
    g.floater(OX + first[1] * T + T / 2, OY + first[0] * T, '+' + points, g.chain > 1 ? '#ef476f' : '#6d2e46');
    g.sfx(500 + g.chain * 120, 0.1, 'triangle', 0.08);
    if (g.chain > 1) g.shake(3 + g.chain, 0.15);
    // gravity and refill
    for (var col = 0; col < N; col++) {
      var write = N - 1;
      for (var row = N - 1; row >= 0; row--) {
        var cell = g.board[row][col];
        if (cell) {
          if (write !== row) {
            cell.oy = -(write - row) * T;
            g.board[write][col] = cell;
            g.board[row][col] = null;
          }
          write--;
        }
      }
      for (var fill = write; fill >= 0; fill--) {
        var fresh = tile(Math.floor(Math.random() * KINDS.length));
        fresh.oy = -(write + 1) * T - 20;
        fresh.pop = 1;
        g.board[fill][col] = fresh;
      }
    }
    g.busy = 0.3;
  }

  function findMove(g) {
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        var options = [{ r: r, c: c + 1 }, { r: r + 1, c: c }];
        for (var i = 0; i < options.length; i++) {
          var b = options[i];
          if (b.r >= N || b.c >= N) continue;
          swap(g, { r: r, c: c }, b);
          var ok = matches(g).length > 0;
          swap(g, { r: r, c: c }, b);
          if (ok) return [{ r: r, c: c }, b];
        }
      }
    }
    return null;
  }

  function shuffle(g) {
    for (var r = 0; r < N; r++) for (var c = 0; c < N; c++) g.board[r][c] = null;
    for (var r2 = 0; r2 < N; r2++) for (var c2 = 0; c2 < N; c2++) g.board[r2][c2] = tile(randomKind(g, r2, c2));
    g.floater(OX + 160, OY + 160, 'Neues Blech!', '#6d2e46');
  }

  function pastry(ctx, kind, x, y, s, t) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = COLOURS[kind];
    ctx.strokeStyle = COLOURS[kind];
    if (kind === 0) {
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.arc(-6, -2, 8, 0, Math.PI * 2);
      ctx.arc(6, -2, 8, Math.PI, Math.PI * 3);
      ctx.moveTo(-12, 10);
      ctx.lineTo(0, 0);
      ctx.lineTo(12, 10);
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.fillRect(-8, -8, 2, 2);
      ctx.fillRect(6, -4, 2, 2);
    } else if (kind === 1) {
      ctx.beginPath();
      ctx.ellipse(0, 0, 15, 12, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#7f4f24';
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (var a = 0; a < 12; a += 0.3) ctx.lineTo(Math.cos(a) * a, Math.sin(a) * a * 0.8);
      ctx.stroke();
    } else if (kind === 2) {
      ctx.beginPath();
      ctx.moveTo(-14, 10);
      ctx.lineTo(14, 10);
      ctx.lineTo(0, -14);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillRect(-9, 2, 18, 3);
      ctx.fillStyle = '#d00000';
      ctx.beginPath();
      ctx.arc(0, -12, 4, 0, Math.PI * 2);
      ctx.fill();
    } else if (kind === 3) {
      ctx.beginPath();
      ctx.arc(0, 4, 15, Math.PI * 1.05, Math.PI * 1.95);
      ctx.arc(0, 14, 10, Math.PI * 1.8, Math.PI * 1.2, true);
      ctx.fill();
    } else if (kind === 4) {
      ctx.beginPath();
      ctx.arc(0, 0, 14, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(-4, -6, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#c1121f';
      ctx.beginPath();
      ctx.arc(3, 2, 3, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fillStyle = '#e9c46a';
      ctx.fillRect(-10, 0, 20, 12);
      ctx.fillStyle = COLOURS[kind];
      ctx.beginPath();
      ctx.arc(0, 0, 13, Math.PI, 0);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillRect(-5 + Math.sin(t * 3) * 0.5, -8, 3, 3);
    }
    ctx.restore();
  }

  window.Spielraum.start(game);
})();
