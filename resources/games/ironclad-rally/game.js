/* Ironclad Rally: a steam-powered rally car down an Alpine pass. Steer, dodge, collect gears, keep your armour. */
(function () {
  'use strict';
  var ROAD = 230;
  var game = {
    title: 'Ironclad Rally',
    help:
      'Lenke mit Pfeiltasten oder A/D – auf dem Handy mit ◀ und ▶ oder indem du die linke oder rechte Bildhälfte hältst. Pfeil hoch, Leertaste oder „Schub“ zündet den Dampfschub. Weiche Felsen und Gegnern aus, sammle Zahnräder. Drei Panzerplatten, dann ist das Rennen vorbei.',
    pad: {
      left: [
        { label: '◀', name: 'Nach links lenken', code: 'ArrowLeft' },
        { label: '▶', name: 'Nach rechts lenken', code: 'ArrowRight' },
      ],
      right: [{ label: 'Schub', name: 'Dampfschub (halten)', code: 'ArrowUp', wide: true }],
    },
    reset: function (g) {
      g.dist = 0;
      g.speed = 220;
      g.car = { x: 320, vx: 0 };
      g.things = [];
      g.nextThing = 0.6;
      g.armour = 3;
      g.hurt = 0;
      g.steam = 1;
      g.boost = 0;
      g.trees = [];
      for (var i = 0; i < 26; i++) g.trees.push({ y: Math.random() * 420 - 30, side: i % 2 ? 1 : -1, off: g.rand(30, 120), s: g.rand(0.7, 1.3) });
    },
    demo: function (g) {
      var cx = centre(g, 300);
      var target = cx;
      for (var i = 0; i < g.things.length; i++) {
        var t = g.things[i];
        if (t.y > 120 && t.y < 310 && Math.abs(t.x - g.car.x) < 50) target = t.kind === 'gear' ? t.x : t.x + (t.x > cx ? -70 : 70);
      }
      g.virtual.ArrowLeft = target < g.car.x - 8;
      g.virtual.ArrowRight = target > g.car.x + 8;
      g.virtual.ArrowUp = g.steam > 0.8;
    },
    update: function (g, dt) {
      var left = g.down('ArrowLeft') || g.down('KeyA') || (g.pointer.down && g.pointer.x < 320);
      var right = g.down('ArrowRight') || g.down('KeyD') || (g.pointer.down && g.pointer.x >= 320);
      var wantBoost = g.down('ArrowUp') || g.down('KeyW') || g.down('Space');
      g.car.vx += ((right ? 1 : 0) - (left ? 1 : 0)) * 1500 * dt;
      g.car.vx *= Math.pow(0.02, dt);
      g.car.x = g.clamp(g.car.x + g.car.vx * dt, 20, 620);
      if (wantBoost && g.steam > 0.05) {
        g.boost = 1;
        g.steam = Math.max(0, g.steam - dt * 0.5);
      } else {
        g.boost = Math.max(0, g.boost - dt * 2);
        g.steam = Math.min(1, g.steam + dt * 0.12);
      }
      var cx = centre(g, 300);
      var offRoad = Math.abs(g.car.x - cx) > ROAD / 2 - 14;
      var target = 220 + g.dist / 60 + g.boost * 160;
      if (offRoad) {
        target *= 0.5;
        if (Math.random() < 0.5) g.burst(g.car.x, 320, ['#fff', '#dfe7ee'], 2, 80, 3);
        g.shake(2, 0.05);
      }
      g.speed += (target - g.speed) * Math.min(1, dt * 2);
      var dy = g.speed * dt;
      g.dist += dy;
      g.addScore(Math.floor(g.dist / 20) - Math.floor((g.dist - dy) / 20));
      g.hurt = Math.max(0, g.hurt - dt);
      if (Math.random() < 0.6) g.particles.push({ x: g.car.x + g.rand(-6, 6), y: 336, vx: g.rand(-20, 20), vy: 60 + g.speed * 0.2, life: 0.6, age: 0, size: 7 + g.boost * 5, colour: g.boost > 0.3 ? 'rgba(255,220,180,0.8)' : 'rgba(230,235,240,0.7)' });
      for (var k = 0; k < g.trees.length; k++) {
        g.trees[k].y += dy;
        if (g.trees[k].y > 400) {
          g.trees[k].y -= 440;
          g.trees[k].off = g.rand(30, 140);
        }
      }
      g.nextThing -= dt * (g.speed / 240);
      if (g.nextThing <= 0) {
        spawn(g);
        g.nextThing = g.rand(0.35, 0.8) * Math.max(0.5, 1 - g.dist / 40000);
      }
      for (var i = g.things.length - 1; i >= 0; i--) {
        var t = g.things[i];
        t.y += dy - (t.kind === 'car' ? t.own * dt : 0);
        if (t.kind === 'car') t.x += (centre(g, t.y) + t.lane - t.x) * Math.min(1, dt * 3);
        if (t.y > 420) {
          g.things.splice(i, 1);
          continue;
        }
        if (Math.abs(t.y - 318) < t.h / 2 + 20 && Math.abs(t.x - g.car.x) < t.w / 2 + 14) {
          g.things.splice(i, 1);
          if (t.kind === 'gear') {
            g.addScore(25);
            g.floater(t.x, 290, '+25', '#ffd166');
            g.burst(t.x, 318, ['#ffd166', '#f8961e'], 14, 160);
            g.sfx(880, 0.08, 'triangle', 0.08, 1320);
          } else if (g.hurt <= 0) {
            g.armour--;
            g.hurt = 1.2;
            g.speed *= 0.4;
            g.car.vx = (g.car.x < t.x ? -1 : 1) * 300;
            g.shake(12, 0.35);
            g.flash('#ef476f', 0.15);
            g.burst(g.car.x, 318, ['#6c757d', '#adb5bd', '#f8961e'], 26, 240, 4);
            g.sfx(90, 0.35, 'sawtooth', 0.1, 40);
            if (g.armour <= 0) g.over('Totalschaden!');
          }
        }
      }
    },
    draw: function (g, ctx) {
      ctx.fillStyle = '#e9f1f7';
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = '#d3e0ea';
      for (var s = 0; s < 30; s++) {
        var sy = ((s * 71 + g.dist * 0.9) % 400) - 20;
        ctx.fillRect((s * 137) % 640, sy, 40, 3);
      }
      // road
      ctx.fillStyle = '#5a6270';
      ctx.beginPath();
      for (var y = -10; y <= 370; y += 10) ctx.lineTo(centre(g, y) - ROAD / 2, y);
      for (var y2 = 370; y2 >= -10; y2 -= 10) ctx.lineTo(centre(g, y2) + ROAD / 2, y2);
      ctx.fill();
      ctx.strokeStyle = '#c0392b';
      ctx.lineWidth = 6;
      ctx.setLineDash([14, 14]);
      ctx.lineDashOffset = -g.dist;
      for (var side = -1; side <= 1; side += 2) {
        ctx.beginPath();
        for (var y3 = -10; y3 <= 370; y3 += 10) ctx.lineTo(centre(g, y3) + side * (ROAD / 2 - 3), y3);
        ctx.stroke();
      }
      ctx.strokeStyle = 'rgba(255,255,255,0.7)';
      ctx.lineWidth = 3;
      ctx.setLineDash([20, 26]);
      ctx.beginPath();
      for (var y4 = -10; y4 <= 370; y4 += 10) ctx.lineTo(centre(g, y4), y4);
      ctx.stroke();
      ctx.setLineDash([]);
      for (var k = 0; k < g.trees.length; k++) {
        var tr = g.trees[k];
        pine(ctx, centre(g, tr.y) + tr.side * (ROAD / 2 + tr.off), tr.y, tr.s);
      }
      for (var i = 0; i < g.things.length; i++) thing(ctx, g.things[i], g.t);
      if (!(g.hurt > 0 && Math.floor(g.t * 12) % 2)) car(ctx, g.car.x, 318, g.car.vx / 900, '#b08d57', '#5b4636');
    },
    hud: function (g, ctx) {
      ctx.font = '700 14px system-ui, sans-serif';
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Panzer', 20, 50);
      for (var i = 0; i < 3; i++) {
        ctx.fillStyle = i < g.armour ? '#adb5bd' : 'rgba(0,0,0,0.3)';
        ctx.fillRect(74 + i * 20, 50, 16, 14);
      }
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(20, 72, 110, 10);
      ctx.fillStyle = '#f8f9fa';
      ctx.fillRect(20, 72, 110 * g.steam, 10);
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Dampf', 136, 82);
      ctx.textAlign = 'right';
      g.hudText(ctx, Math.round(g.speed / 2) + ' km/h', 620, 60);
      ctx.textAlign = 'left';
    },
  };

  function centre(g, y) {
    var d = g.dist - y;
    return 320 + Math.sin(d * 0.0023) * 120 + Math.sin(d * 0.0061) * 45;
  }

  function spawn(g) {
    var roll = Math.random();
    var x = centre(g, -40) + g.rand(-ROAD / 2 + 24, ROAD / 2 - 24);
    if (roll < 0.28) g.things.push({ kind: 'gear', x: x, y: -40, w: 22, h: 22 });
    else if (roll < 0.62) g.things.push({ kind: 'rock', x: x, y: -40, w: 34, h: 28, r: Math.random() });
    else g.things.push({ kind: 'car', x: x, y: -40, w: 30, h: 48, lane: x - centre(g, -40), own: g.rand(60, 140), colour: g.pick(['#4361ee', '#2a9d8f', '#e76f51', '#8338ec']) });
  }

  function car(ctx, x, y, tilt, body, dark) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(tilt * 0.35);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(-15, -20, 34, 50);
    ctx.fillStyle = '#222';
    ctx.fillRect(-19, -18, 7, 14);
    ctx.fillRect(12, -18, 7, 14);
    ctx.fillRect(-19, 8, 7, 14);
    ctx.fillRect(12, 8, 7, 14);
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(-13, -24);
    ctx.lineTo(13, -24);
    ctx.lineTo(15, 24);
    ctx.lineTo(-15, 24);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = dark;
    ctx.fillRect(-9, -8, 18, 14);
    ctx.fillStyle = '#e9c46a';
    for (var i = -1; i <= 1; i += 2) {
      ctx.beginPath();
      ctx.arc(i * 8, -20, 2.4, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#6c757d';
    ctx.fillRect(-3, 12, 6, 14);
    ctx.restore();
  }

  function thing(ctx, t, time) {
    if (t.kind === 'gear') {
      ctx.save();
      ctx.translate(t.x, t.y);
      ctx.rotate(time * 3);
      ctx.fillStyle = '#ffd166';
      for (var i = 0; i < 8; i++) {
        ctx.rotate(Math.PI / 4);
        ctx.fillRect(-3, -13, 6, 6);
      }
      ctx.beginPath();
      ctx.arc(0, 0, 9, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#b5838d';
      ctx.beginPath();
      ctx.arc(0, 0, 3.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    } else if (t.kind === 'rock') {
      ctx.fillStyle = 'rgba(0,0,0,0.2)';
      ctx.beginPath();
      ctx.ellipse(t.x + 4, t.y + 6, 19, 12, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#7d8597';
      ctx.beginPath();
      ctx.moveTo(t.x - 18, t.y + 8);
      ctx.lineTo(t.x - 10, t.y - 12);
      ctx.lineTo(t.x + 6 + t.r * 6, t.y - 14);
      ctx.lineTo(t.x + 18, t.y + 4);
      ctx.lineTo(t.x + 4, t.y + 12);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillRect(t.x - 8, t.y - 11, 12, 4);
    } else {
      car(ctx, t.x, t.y, 0, t.colour, '#1d3557');
    }
  }

  function pine(ctx, x, y, s) {
    ctx.fillStyle = 'rgba(0,0,0,0.12)';
    ctx.beginPath();
    ctx.ellipse(x + 6, y + 8, 16 * s, 8 * s, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#2d6a4f';
    ctx.beginPath();
    ctx.arc(x, y, 16 * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#40916c';
    ctx.beginPath();
    ctx.arc(x - 3 * s, y - 3 * s, 10 * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#f8f9fa';
    ctx.beginPath();
    ctx.arc(x - 5 * s, y - 5 * s, 4 * s, 0, Math.PI * 2);
    ctx.fill();
  }

  window.Spielraum.start(game);
})();
