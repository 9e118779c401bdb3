/* Skyline Architects: stack floors into the sky. Drop each floor on the one below; what sticks out falls off. */
(function () {
  'use strict';
  var FLOOR = 26;
  var PALETTES = [
    ['#ffd166', '#f8961e'],
    ['#ef476f', '#b5179e'],
    ['#06d6a0', '#118ab2'],
    ['#8e7dff', '#5a4fcf'],
    ['#4cc9f0', '#4361ee'],
  ];
  var game = {
    title: 'Skyline Architects',
    help:
      'Setze jedes Stockwerk genau auf das darunter: Leertaste, Enter, Pfeil runter oder Tippen. Was übersteht, fällt ab. Perfekte Treffer geben Bonuspunkte. P pausiert, M schaltet den Ton.',
    pad: { right: [{ label: 'Setzen', name: 'Stockwerk absetzen', code: 'Space', wide: true }] },
    reset: function (g) {
      g.floors = [{ x: 220, w: 200, colour: PALETTES[0] }];
      g.debris = [];
      g.camera = 0;
      g.combo = 0;
      g.clouds = [];
      for (var i = 0; i < 7; i++) g.clouds.push({ x: g.rand(0, 640), y: g.rand(-600, 300), s: g.rand(0.6, 1.4) });
      spawn(g);
    },
    key: function (g, code) {
      if (code === 'Space' || code === 'Enter' || code === 'ArrowDown' || code === 'KeyS') drop(g);
    },
    tap: function (g) {
      drop(g);
    },
    demo: function (g, dt) {
      var top = g.floors[g.floors.length - 1];
      g.demoWait = (g.demoWait || 0) - dt;
      if (g.demoWait <= 0 && Math.abs(g.moving.x - top.x) < 3 + Math.random() * 10) {
        drop(g);
        g.demoWait = 0.35;
      }
    },
    update: function (g, dt) {
      var m = g.moving;
      m.x += m.dir * m.speed * dt;
      if (m.x + m.w > 640 + 40) {
        m.x = 640 + 40 - m.w;
        m.dir = -1;
      } else if (m.x < -40) {
        m.x = -40;
        m.dir = 1;
      }
      var target = Math.max(0, (g.floors.length - 8) * FLOOR);
      g.camera += (target - g.camera) * Math.min(1, dt * 4);
      for (var i = g.debris.length - 1; i >= 0; i--) {
        var d = g.debris[i];
        d.vy += 900 * dt;
        d.y += d.vy * dt;
        // debris falls in the world: it moves down with the tower when the camera rises
        d.x += d.vx * dt;
        d.rot += d.spin * dt;
        if (d.y + g.camera > 900) g.debris.splice(i, 1);
      }
      for (var c = 0; c < g.clouds.length; c++) {
        g.clouds[c].x += 12 * g.clouds[c].s * dt;
        if (g.clouds[c].x > 720) g.clouds[c].x = -80;
      }
    },
    draw: function (g, ctx) {
      var height = g.floors.length;
      var dusk = Math.min(1, height / 40);
      var sky = ctx.createLinearGradient(0, 0, 0, 360);
      sky.addColorStop(0, mix('#4aa3ff', '#0b1033', dusk));
      sky.addColorStop(1, mix('#bfe6ff', '#40307a', dusk));
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 640, 360);
      if (dusk > 0.4) {
        ctx.fillStyle = 'rgba(255,255,255,' + (dusk - 0.4) + ')';
        for (var s = 0; s < 40; s++) ctx.fillRect((s * 97) % 640, (s * 53) % 200, 2, 2);
      }
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      for (var c = 0; c < g.clouds.length; c++) {
        var cl = g.clouds[c];
        var cy = cl.y + g.camera * 0.4;
        cloud(ctx, cl.x, ((cy % 520) + 520) % 520 - 80, cl.s);
      }
      var base = 330 + g.camera;
      // distant skyline
      ctx.fillStyle = 'rgba(20,30,70,0.35)';
      for (var b = 0; b < 16; b++) {
        var bh = 40 + ((b * 37) % 70);
        ctx.fillRect(b * 42, base - bh + 20 - g.camera * 0.7, 36, bh + 400);
      }
      ctx.fillStyle = '#2b2d42';
      ctx.fillRect(0, base + 4, 640, 400);
      for (var i = 0; i < g.floors.length; i++) floor(ctx, g.floors[i], base - i * FLOOR, i);
      if (g.state === 'play') floor(ctx, g.moving, base - g.floors.length * FLOOR, g.floors.length);
      for (var k = 0; k < g.debris.length; k++) {
        var d = g.debris[k];
        ctx.save();
        ctx.translate(d.x + d.w / 2, d.y + g.camera + FLOOR / 2);
        ctx.rotate(d.rot);
        floor(ctx, { x: -d.w / 2, w: d.w, colour: d.colour }, -FLOOR / 2 + FLOOR, 1);
        ctx.restore();
      }
    },
    hud: function (g, ctx) {
      ctx.font = '700 15px system-ui, sans-serif';
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Stockwerke: ' + (g.floors.length - 1), 20, 48);
      if (g.combo > 1) {
        ctx.fillStyle = '#ffd166';
        g.hudText(ctx, 'Perfekt-Serie ×' + g.combo, 20, 68);
      }
    },
  };

  function spawn(g) {
    var top = g.floors[g.floors.length - 1];
    var level = g.floors.length;
    var fromLeft = level % 2 === 0;
    g.moving = {
      x: fromLeft ? -40 : 640 + 40 - top.w,
      w: top.w,
      dir: fromLeft ? 1 : -1,
      speed: Math.min(520, 170 + level * 12),
      colour: PALETTES[Math.floor(level / 5) % PALETTES.length],
    };
  }

  function drop(g) {
    if (g.state !== 'play') return;
    var top = g.floors[g.floors.length - 1];
    var m = g.moving;
    var left = Math.max(m.x, top.x);
    var right = Math.min(m.x + m.w, top.x + top.w);
    var overlap = right - left;
    var y = 330 + g.camera - g.floors.length * FLOOR;
    if (overlap <= 0) {
      g.debris.push({ x: m.x, y: y - FLOOR - g.camera, w: m.w, vx: m.dir * 80, vy: 0, rot: 0, spin: m.dir * 2, colour: m.colour });
      g.shake(10, 0.4);
      g.flash('#ef476f', 0.15);
      g.over('Daneben!');
      return;
    }
    if (Math.abs(m.x - top.x) <= 4) {
      g.combo++;
      var grow = Math.min(200, top.w + (g.combo >= 3 ? 8 : 0));
      g.floors.push({ x: top.x - (grow - top.w) / 2, w: grow, colour: m.colour });
      g.addScore(1 + g.combo);
      g.floater(top.x + top.w / 2, y - 30, g.combo > 1 ? 'Perfekt ×' + g.combo : 'Perfekt!', '#ffd166');
      g.burst(top.x + top.w / 2, y - FLOOR / 2, ['#ffd166', '#fff', '#ff8fab'], 22, 220);
      g.sfx(520 + g.combo * 60, 0.12, 'triangle', 0.1);
    } else {
      g.combo = 0;
      var cutX = m.x < top.x ? m.x : right;
      var cutW = m.w - overlap;
      g.debris.push({ x: cutX, y: y - FLOOR - g.camera, w: cutW, vx: (m.x < top.x ? -1 : 1) * 60, vy: -60, rot: 0, spin: (m.x < top.x ? -1 : 1) * 3, colour: m.colour });
      g.floors.push({ x: left, w: overlap, colour: m.colour });
      g.addScore(1);
      g.burst(m.x < top.x ? left : right, y - FLOOR / 2, m.colour, 10, 140);
      g.shake(3, 0.12);
      g.sfx(300, 0.08, 'square', 0.06);
    }
    spawn(g);
  }

  function floor(ctx, f, y, level) {
    var grad = ctx.createLinearGradient(0, y - FLOOR, 0, y);
    grad.addColorStop(0, f.colour[0]);
    grad.addColorStop(1, f.colour[1]);
    ctx.fillStyle = grad;
    ctx.fillRect(f.x, y - FLOOR, f.w, FLOOR - 1);
    ctx.fillStyle = 'rgba(255,255,255,0.25)';
    ctx.fillRect(f.x, y - FLOOR, f.w, 3);
    ctx.fillStyle = level % 3 === 0 ? 'rgba(255,244,180,0.85)' : 'rgba(20,20,50,0.45)';
    for (var wx = f.x + 8; wx < f.x + f.w - 10; wx += 18) ctx.fillRect(wx, y - FLOOR + 8, 9, 10);
  }

  function cloud(ctx, x, y, s) {
    ctx.beginPath();
    ctx.arc(x, y, 18 * s, 0, Math.PI * 2);
    ctx.arc(x + 22 * s, y - 8 * s, 22 * s, 0, Math.PI * 2);
    ctx.arc(x + 46 * s, y, 16 * s, 0, Math.PI * 2);
    ctx.fill();
  }

  function mix(a, b, t) {
    var pa = parseInt(a.slice(1), 16);
    var pb = parseInt(b.slice(1), 16);
    var r = Math.round(((pa >> 16) & 255) * (1 - t) + ((pb >> 16) & 255) * t);
    var gr = Math.round(((pa >> 8) & 255) * (1 - t) + ((pb >> 8) & 255) * t);
    var bl = Math.round((pa & 255) * (1 - t) + (pb & 255) * t);
    return 'rgb(' + r + ',' + gr + ',' + bl + ')';
  }

  window.Spielraum.start(game);
})();
