/* Neon Drift 2088: a light-trail duel on a synthwave grid. Collect data chips, never touch a trail. */
(function () {
  'use strict';
  var C = 20;
  var COLS = 32;
  var ROWS = 18;
  var DIRS = { ArrowUp: [0, -1], KeyW: [0, -1], ArrowDown: [0, 1], KeyS: [0, 1], ArrowLeft: [-1, 0], KeyA: [-1, 0], ArrowRight: [1, 0], KeyD: [1, 0] };
  var game = {
    title: 'Neon Drift 2088',
    help:
      'Steuere dein Lichtrad mit Pfeiltasten oder WASD, auf dem Handy mit ↺ und ↻ abbiegen, wischen oder neben das Rad tippen. Sammle Datenchips – jeder macht dich schneller und deine Lichtspur länger. Berühre keine Spur und keine Wand. Lässt du den Rivalen in deine Spur krachen, gibt es 50 Bonuspunkte.',
    // Touch: turns relative to where the light cycle is heading (the keys steer by compass direction).
    pad: {
      left: [
        {
          label: '↺',
          name: 'Links abbiegen',
          press: function (g) {
            turn(g, -1);
          },
        },
      ],
      right: [
        {
          label: '↻',
          name: 'Rechts abbiegen',
          press: function (g) {
            turn(g, 1);
          },
        },
      ],
    },
    reset: function (g) {
      g.me = rider(6, 9, 1, 0, '#ff2e88');
      g.rival = rider(25, 8, -1, 0, '#2ee6ff');
      g.queue = [];
      g.step = 0;
      g.interval = 0.11;
      g.chips = [];
      g.pulse = 0;
      placeChip(g);
      placeChip(g);
    },
    key: function (g, code) {
      if (DIRS[code]) g.queue.push(DIRS[code]);
    },
    tap: function (g, x, y) {
      g.swipe = { x: x, y: y };
    },
    release: function (g, x, y) {
      if (!g.swipe) return;
      var dx = x - g.swipe.x;
      var dy = y - g.swipe.y;
      g.swipe = null;
      if (Math.abs(dx) < 12 && Math.abs(dy) < 12) {
        var head = g.me.cells[g.me.cells.length - 1];
        dx = x - (head.x * C + C / 2);
        dy = y - (head.y * C + C / 2);
        if (g.me.dx !== 0) g.queue.push([0, dy < 0 ? -1 : 1]);
        else g.queue.push([dx < 0 ? -1 : 1, 0]);
        return;
      }
      g.queue.push(Math.abs(dx) > Math.abs(dy) ? [dx < 0 ? -1 : 1, 0] : [0, dy < 0 ? -1 : 1]);
    },
    demo: function (g) {
      if (g.queue.length === 0) {
        var choice = think(g, g.me, g.rival);
        if (choice) g.queue.push(choice);
      }
    },
    update: function (g, dt) {
      g.pulse += dt;
      g.step += dt;
      if (g.step < g.interval) return;
      g.step = 0;
      while (g.queue.length) {
        var d = g.queue.shift();
        if (d[0] !== -g.me.dx || d[1] !== -g.me.dy) {
          if (d[0] !== g.me.dx || d[1] !== g.me.dy) g.sfx(330, 0.03, 'square', 0.03);
          g.me.dx = d[0];
          g.me.dy = d[1];
          break;
        }
      }
      var parked = g.rival.cells[0].x < 0;
      if (parked) respawnRival(g);
      parked = g.rival.cells[0].x < 0;
      var turn = parked ? null : think(g, g.rival, g.me);
      if (turn) {
        g.rival.dx = turn[0];
        g.rival.dy = turn[1];
      }
      var meNext = next(g.me);
      var rivalNext = next(g.rival);
      if (blocked(g, meNext) || (meNext.x === rivalNext.x && meNext.y === rivalNext.y)) {
        var head = g.me.cells[g.me.cells.length - 1];
        g.burst(head.x * C + C / 2, head.y * C + C / 2, ['#ff2e88', '#ffd1e8', '#fff'], 40, 260, 4);
        g.shake(12, 0.4);
        g.flash('#ff2e88', 0.2);
        g.over('Crash!');
        return;
      }
      advance(g, g.me, meNext, true);
      if (parked) return;
      if (blocked(g, rivalNext)) {
        var rh = g.rival.cells[g.rival.cells.length - 1];
        g.burst(rh.x * C + C / 2, rh.y * C + C / 2, ['#2ee6ff', '#c6f7ff', '#fff'], 34, 240, 4);
        g.addScore(50);
        g.floater(rh.x * C + C / 2, rh.y * C, '+50', '#2ee6ff');
        g.shake(6, 0.2);
        g.sfx(180, 0.25, 'sawtooth', 0.08, 60);
        respawnRival(g);
      } else {
        advance(g, g.rival, rivalNext, false);
      }
    },
    draw: function (g, ctx) {
      var bg = ctx.createLinearGradient(0, 0, 0, 360);
      bg.addColorStop(0, '#12002b');
      bg.addColorStop(1, '#2a0845');
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, 640, 360);
      ctx.strokeStyle = 'rgba(255,46,136,0.14)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (var x = 0; x <= 640; x += C) {
        ctx.moveTo(x + 0.5, 0);
        ctx.lineTo(x + 0.5, 360);
      }
      for (var y = 0; y <= 360; y += C) {
        ctx.moveTo(0, y + 0.5);
        ctx.lineTo(640, y + 0.5);
      }
      ctx.stroke();
      ctx.strokeStyle = 'rgba(46,230,255,0.5)';
      ctx.lineWidth = 2;
      ctx.strokeRect(1, 1, 638, 358);
      for (var i = 0; i < g.chips.length; i++) {
        var chip = g.chips[i];
        var s = 6 + Math.sin(g.pulse * 6 + i) * 1.5;
        ctx.save();
        ctx.shadowColor = '#ffe66d';
        ctx.shadowBlur = 14;
        ctx.fillStyle = '#ffe66d';
        ctx.translate(chip.x * C + C / 2, chip.y * C + C / 2);
        ctx.rotate(Math.PI / 4);
        ctx.fillRect(-s, -s, s * 2, s * 2);
        ctx.restore();
      }
      trail(ctx, g.rival);
      trail(ctx, g.me);
    },
    hud: function (g, ctx) {
      ctx.font = '700 14px system-ui, sans-serif';
      ctx.fillStyle = '#ffe66d';
      g.hudText(ctx, 'Tempo ' + Math.round(0.11 / g.interval * 100) + ' %', 20, 50);
    },
  };

  /** A quarter turn to the left (-1) or right (1) of the heading, counting turns already queued. */
  function turn(g, side) {
    var last = g.queue.length ? g.queue[g.queue.length - 1] : [g.me.dx, g.me.dy];
    g.queue.push(side < 0 ? [last[1], -last[0]] : [-last[1], last[0]]);
  }

  function rider(x, y, dx, dy, colour) {
    var cells = [];
    for (var i = 3; i >= 0; i--) cells.push({ x: x - dx * i, y: y - dy * i });
    return { cells: cells, dx: dx, dy: dy, length: 8, colour: colour };
  }

  function next(r) {
    var head = r.cells[r.cells.length - 1];
    return { x: head.x + r.dx, y: head.y + r.dy };
  }

  function occupied(g, x, y) {
    var riders = [g.me, g.rival];
    for (var k = 0; k < riders.length; k++) {
      var cells = riders[k].cells;
      for (var i = 0; i < cells.length; i++) if (cells[i].x === x && cells[i].y === y) return true;
    }
    return false;
  }

  function blocked(g, p) {
    return p.x < 0 || p.y < 0 || p.x >= COLS || p.y >= ROWS || occupied(g, p.x, p.y);
  }

  function advance(g, r, p, mine) {
    r.cells.push(p);
    for (var i = 0; i < g.chips.length; i++) {
      if (g.chips[i].x === p.x && g.chips[i].y === p.y) {
        g.chips.splice(i, 1);
        r.length += 3;
        if (mine) {
          g.addScore(10);
          g.interval = Math.max(0.05, g.interval * 0.96);
          g.floater(p.x * C + C / 2, p.y * C, '+10', '#ffe66d');
          g.burst(p.x * C + C / 2, p.y * C + C / 2, ['#ffe66d', '#ff2e88'], 14, 160);
          g.sfx(660, 0.08, 'triangle', 0.08, 990);
        }
        placeChip(g);
        break;
      }
    }
    while (r.cells.length > r.length) r.cells.shift();
  }

  function placeChip(g) {
    for (var tries = 0; tries < 200; tries++) {
      var x = 1 + Math.floor(Math.random() * (COLS - 2));
      var y = 1 + Math.floor(Math.random() * (ROWS - 2));
      if (!occupied(g, x, y)) {
        g.chips.push({ x: x, y: y });
        return;
      }
    }
  }

  function respawnRival(g) {
    var spots = [[25, 3, -1, 0], [6, 15, 1, 0], [25, 15, -1, 0], [6, 3, 1, 0]];
    for (var i = 0; i < spots.length; i++) {
      var s = spots[(i + Math.floor(Math.random() * 4)) % 4];
      var candidate = rider(s[0], s[1], s[2], s[3], '#2ee6ff');
      var free = candidate.cells.every(function (c) {
        return !occupied(g, c.x, c.y);
      });
      if (free) {
        g.rival = candidate;
        return;
      }
    }
    g.rival = { cells: [], dx: 1, dy: 0, length: 6, colour: '#2ee6ff' };
    g.rival.cells.push({ x: -5, y: -5 });
  }

  /** Free cells reachable from p (up to a limit): keeps a rider out of dead ends. */
  function room(g, p, limit) {
    var seen = {};
    var stack = [p];
    var count = 0;
    while (stack.length && count < limit) {
      var c = stack.pop();
      var key = c.x + ',' + c.y;
      if (seen[key] || blocked(g, c)) continue;
      seen[key] = true;
      count++;
      stack.push({ x: c.x + 1, y: c.y }, { x: c.x - 1, y: c.y }, { x: c.x, y: c.y + 1 }, { x: c.x, y: c.y - 1 });
    }
    return count;
  }

  function think(g, r, other) {
    if (r.cells.length === 0 || r.cells[0].x < 0) return null;
    var head = r.cells[r.cells.length - 1];
    var options = [[r.dx, r.dy], [r.dy, -r.dx], [-r.dy, r.dx]];
    var best = null;
    var bestScore = -Infinity;
    for (var i = 0; i < options.length; i++) {
      var p = { x: head.x + options[i][0], y: head.y + options[i][1] };
      if (blocked(g, p)) continue;
      var space = room(g, p, 60);
      var target = g.chips[0];
      var dist = target ? Math.abs(target.x - p.x) + Math.abs(target.y - p.y) : 0;
      var score = Math.min(space, 40) * 3 - dist + (i === 0 ? 1 : 0) + Math.random();
      if (other && other.cells.length) {
        var oh = other.cells[other.cells.length - 1];
        if (Math.abs(oh.x - p.x) + Math.abs(oh.y - p.y) <= 1) score -= 30;
      }
      if (score > bestScore) {
        bestScore = score;
        best = options[i];
      }
    }
    return best;
  }

  function trail(ctx, r) {
    if (!r.cells.length) return;
    ctx.save();
    ctx.shadowColor = r.colour;
    ctx.shadowBlur = 12;
    ctx.strokeStyle = r.colour;
    ctx.lineWidth = 6;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    for (var i = 0; i < r.cells.length; i++) {
      var c = r.cells[i];
      if (i === 0) ctx.moveTo(c.x * C + C / 2, c.y * C + C / 2);
      else ctx.lineTo(c.x * C + C / 2, c.y * C + C / 2);
    }
    ctx.stroke();
    var head = r.cells[r.cells.length - 1];
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(head.x * C + C / 2, head.y * C + C / 2, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  window.Spielraum.start(game);
})();
