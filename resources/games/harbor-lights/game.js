/* Harbor Lights: an evening of fishing in a small North Sea harbour. Lower the line, hook fish, mind the jellyfish. */
(function () {
  'use strict';
  var SEA = 130;
  var ROUND = 90;
  var KINDS = [
    { name: 'Hering', colour: '#a8dadc', size: 14, points: 5, speed: 70, depth: [170, 240] },
    { name: 'Makrele', colour: '#52b788', size: 18, points: 10, speed: 100, depth: [200, 290] },
    { name: 'Scholle', colour: '#e9c46a', size: 20, points: 20, speed: 45, depth: [280, 340] },
    { name: 'Goldbutt', colour: '#ffd166', size: 16, points: 50, speed: 150, depth: [300, 345] },
  ];
  var game = {
    title: 'Harbor Lights',
    help:
      'Halte Pfeil runter, Leertaste, „Angeln“ oder den Finger gedrückt, um die Angel sinken zu lassen – loslassen holt sie ein. Das Boot fährst du mit den Pfeilen links und rechts oder indem du mit dem Finger zur Seite ziehst. Tiefe Fische bringen mehr. Quallen kosten einen Köder. 90 Sekunden bis zum Feierabend.',
    pad: {
      left: [
        { label: '◀', name: 'Boot nach links', code: 'ArrowLeft' },
        { label: '▶', name: 'Boot nach rechts', code: 'ArrowRight' },
      ],
      right: [{ label: 'Angeln', name: 'Angel sinken lassen (halten)', code: 'ArrowDown', wide: true }],
    },
    reset: function (g) {
      g.boat = 320;
      g.hook = 0;
      g.fish = [];
      g.caught = null;
      g.bait = 3;
      g.time = ROUND;
      g.spawn = 0;
      g.beam = 0;
      for (var i = 0; i < 6; i++) spawn(g, true);
    },
    demo: function (g) {
      var target = null;
      for (var i = 0; i < g.fish.length; i++) {
        var f = g.fish[i];
        if (!f.jelly && (!target || f.kind.points > target.kind.points) && f.x > 60 && f.x < 580) target = f;
      }
      g.virtual.ArrowLeft = false;
      g.virtual.ArrowRight = false;
      g.virtual.ArrowDown = false;
      if (!target || g.caught) return;
      var lead = target.x + target.vx * 0.6;
      if (lead < g.boat - 10) g.virtual.ArrowLeft = true;
      else if (lead > g.boat + 10) g.virtual.ArrowRight = true;
      g.virtual.ArrowDown = SEA + g.hook < target.y && Math.abs(lead - g.boat) < 80;
    },
    update: function (g, dt) {
      g.time -= dt;
      g.beam += dt;
      var left = g.down('ArrowLeft') || g.down('KeyA');
      var right = g.down('ArrowRight') || g.down('KeyD');
      if (left) g.boat -= 160 * dt;
      if (right) g.boat += 160 * dt;
      if (g.pointer.down) g.boat += g.clamp(g.pointer.x - g.boat, -160 * dt, 160 * dt);
      g.boat = g.clamp(g.boat, 40, 600);
      var lowering = (g.down('ArrowDown') || g.down('KeyS') || g.down('Space') || g.pointer.down) && !g.caught;
      g.hook = g.clamp(g.hook + (lowering ? 150 : g.caught ? -260 : -200) * dt, 0, 225);
      var hx = g.boat;
      var hy = SEA + g.hook;
      g.spawn -= dt;
      if (g.spawn <= 0) {
        spawn(g, false);
        g.spawn = g.rand(0.6, 1.4);
      }
      for (var i = g.fish.length - 1; i >= 0; i--) {
        var f = g.fish[i];
        f.x += f.vx * dt;
        f.phase += dt * 6;
        f.y = f.baseY + Math.sin(f.phase * 0.4) * (f.jelly ? 12 : 4);
        if (f.x < -60 || f.x > 700) {
          g.fish.splice(i, 1);
          continue;
        }
        if (!g.caught && g.hook > 8 && Math.hypot(f.x - hx, f.y - hy) < f.size + 6) {
          g.fish.splice(i, 1);
          if (f.jelly) {
            g.bait--;
            g.hook = 0;
            g.shake(8, 0.3);
            g.flash('#cdb4db', 0.15);
            g.burst(hx, hy, ['#cdb4db', '#ffc8dd'], 18, 150);
            g.floater(hx, hy - 12, 'Köder weg!', '#ffc8dd');
            g.sfx(160, 0.25, 'sawtooth', 0.07, 80);
            if (g.bait <= 0) g.over('Keine Köder mehr.');
          } else {
            g.caught = f;
            g.sfx(520, 0.06, 'triangle', 0.06);
          }
        }
      }
      if (g.caught && g.hook <= 0) {
        var fish = g.caught;
        g.caught = null;
        g.addScore(fish.kind.points);
        g.floater(g.boat, SEA - 40, fish.kind.name + ' +' + fish.kind.points, fish.kind.colour);
        g.burst(g.boat, SEA - 10, ['#caf0f8', '#fff', fish.kind.colour], 20, 180);
        g.sfx(880, 0.12, 'triangle', 0.08, 1320);
      }
      if (g.time <= 0) {
        g.time = 0;
        g.over('Feierabend im Hafen!');
      }
    },
    draw: function (g, ctx) {
      var sky = ctx.createLinearGradient(0, 0, 0, SEA);
      sky.addColorStop(0, '#22223b');
      sky.addColorStop(0.6, '#9a8c98');
      sky.addColorStop(1, '#f2a65a');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 640, SEA);
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      for (var s = 0; s < 25; s++) ctx.fillRect((s * 113) % 640, (s * 37) % 60, 1.5, 1.5);
      // harbour town silhouette
      ctx.fillStyle = '#2b2d42';
      for (var h = 0; h < 9; h++) {
        var hx0 = 380 + h * 30;
        var hh = 24 + ((h * 13) % 20);
        ctx.fillRect(hx0, SEA - hh, 26, hh);
        ctx.beginPath();
        ctx.moveTo(hx0 - 2, SEA - hh);
        ctx.lineTo(hx0 + 13, SEA - hh - 12);
        ctx.lineTo(hx0 + 28, SEA - hh);
        ctx.fill();
        ctx.fillStyle = '#ffd166';
        if ((h + Math.floor(g.beam / 3)) % 3) ctx.fillRect(hx0 + 9, SEA - hh + 8, 6, 6);
        ctx.fillStyle = '#2b2d42';
      }
      // lighthouse with its beam
      ctx.fillStyle = '#edf2f4';
      ctx.fillRect(60, SEA - 80, 18, 80);
      ctx.fillStyle = '#d90429';
      ctx.fillRect(60, SEA - 60, 18, 10);
      ctx.fillRect(60, SEA - 30, 18, 10);
      ctx.fillStyle = '#ffd166';
      ctx.fillRect(62, SEA - 92, 14, 12);
      var angle = Math.sin(g.beam * 0.8) * 0.6;
      ctx.save();
      ctx.translate(69, SEA - 86);
      ctx.rotate(angle);
      var beam = ctx.createLinearGradient(0, 0, 400, 0);
      beam.addColorStop(0, 'rgba(255,230,150,0.45)');
      beam.addColorStop(1, 'rgba(255,230,150,0)');
      ctx.fillStyle = beam;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(400, -40);
      ctx.lineTo(400, 40);
      ctx.fill();
      ctx.restore();
      // sea
      var sea = ctx.createLinearGradient(0, SEA, 0, 360);
      sea.addColorStop(0, '#1d4e89');
      sea.addColorStop(1, '#0b1f3a');
      ctx.fillStyle = sea;
      ctx.fillRect(0, SEA, 640, 360 - SEA);
      ctx.strokeStyle = 'rgba(255,255,255,0.25)';
      ctx.beginPath();
      for (var wx = 0; wx <= 640; wx += 8) ctx.lineTo(wx, SEA + Math.sin(wx * 0.05 + g.beam * 2) * 2);
      ctx.stroke();
      ctx.fillStyle = '#c2a878';
      ctx.beginPath();
      ctx.moveTo(0, 360);
      for (var bx = 0; bx <= 640; bx += 20) ctx.lineTo(bx, 348 + Math.sin(bx * 0.03) * 6);
      ctx.lineTo(640, 360);
      ctx.fill();
      for (var i = 0; i < g.fish.length; i++) drawFish(ctx, g.fish[i]);
      // boat, line and hook
      var hy = SEA + g.hook;
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(g.boat + 18, SEA - 30);
      ctx.lineTo(g.boat, hy);
      ctx.stroke();
      ctx.strokeStyle = '#dee2e6';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(g.boat, hy + 4, 4, 0, Math.PI);
      ctx.stroke();
      if (g.caught) {
        g.caught.x = g.boat;
        g.caught.y = hy + 10;
        drawFish(ctx, g.caught);
      }
      ctx.fillStyle = '#e76f51';
      ctx.beginPath();
      ctx.moveTo(g.boat - 34, SEA - 10);
      ctx.lineTo(g.boat + 34, SEA - 10);
      ctx.lineTo(g.boat + 24, SEA + 6);
      ctx.lineTo(g.boat - 24, SEA + 6);
      ctx.fill();
      ctx.fillStyle = '#f4f1de';
      ctx.fillRect(g.boat - 12, SEA - 26, 16, 16);
      ctx.strokeStyle = '#6c584c';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(g.boat + 6, SEA - 10);
      ctx.lineTo(g.boat + 18, SEA - 30);
      ctx.stroke();
    },
    hud: function (g, ctx) {
      ctx.font = '700 14px system-ui, sans-serif';
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Köder: ' + '● '.repeat(Math.max(0, g.bait)), 20, 50);
      ctx.textAlign = 'center';
      ctx.font = '800 18px system-ui, sans-serif';
      var seconds = Math.ceil(g.time);
      g.hudText(ctx, Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0'), 320, 16);
      ctx.textAlign = 'left';
    },
  };

  function spawn(g, anywhere) {
    var jelly = Math.random() < 0.22;
    var kind = jelly ? null : KINDS[Math.random() < 0.05 ? 3 : Math.random() < 0.3 ? 2 : Math.random() < 0.5 ? 1 : 0];
    var dir = Math.random() < 0.5 ? 1 : -1;
    var depth = jelly ? [160, 320] : kind.depth;
    g.fish.push({
      jelly: jelly,
      kind: kind,
      size: jelly ? 13 : kind.size,
      x: anywhere ? g.rand(40, 600) : dir > 0 ? -40 : 680,
      baseY: g.rand(depth[0], depth[1]),
      y: 0,
      vx: dir * (jelly ? 25 : kind.speed) * g.rand(0.8, 1.2),
      phase: Math.random() * 10,
    });
  }

  function drawFish(ctx, f) {
    ctx.save();
    ctx.translate(f.x, f.y);
    if (f.jelly) {
      ctx.fillStyle = 'rgba(205,180,219,0.85)';
      ctx.beginPath();
      ctx.arc(0, 0, 12, Math.PI, 0);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,200,221,0.8)';
      ctx.lineWidth = 2;
      for (var t = -8; t <= 8; t += 5) {
        ctx.beginPath();
        ctx.moveTo(t, 0);
        ctx.quadraticCurveTo(t + Math.sin(f.phase + t) * 4, 8, t, 16);
        ctx.stroke();
      }
      ctx.restore();
      return;
    }
    ctx.scale(f.vx < 0 ? -1 : 1, 1);
    var s = f.size;
    ctx.fillStyle = f.kind.colour;
    ctx.beginPath();
    ctx.ellipse(0, 0, s, s * 0.5, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-s * 0.8, 0);
    ctx.lineTo(-s * 1.4, -s * 0.5 + Math.sin(f.phase) * 2);
    ctx.lineTo(-s * 1.4, s * 0.5 + Math.sin(f.phase) * 2);
    ctx.fill();
    ctx.fillStyle = '#0b1f3a';
    ctx.beginPath();
    ctx.arc(s * 0.5, -s * 0.12, 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  window.Spielraum.start(game);
})();
