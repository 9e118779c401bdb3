/* Moorhuhn Remix: two minutes, a shotgun with eight shells and a sky full of moor hens. */
(function () {
  'use strict';
  var ROUND = 120;
  var SHELLS = 8;
  var LAYERS = [
    { scale: 0.45, speed: 70, points: 25, y: [70, 150] },
    { scale: 0.7, speed: 110, points: 10, y: [90, 200] },
    { scale: 1, speed: 150, points: 5, y: [120, 250] },
  ];
  var game = {
    title: 'Moorhuhn Remix',
    help:
      'Zwei Minuten, so viele Punkte wie möglich! Zielen mit Maus, Finger oder Pfeiltasten, schießen mit Klick, Tippen oder Leertaste. Nachladen mit R, Rechtsklick, „Laden“ oder Tippen auf die Patronen. Kleine Hühner in der Ferne zählen mehr, goldene am meisten.',
    pad: { right: [{ label: 'Laden', name: 'Nachladen', code: 'KeyR', wide: true }] },
    reset: function (g) {
      g.birds = [];
      g.time = ROUND;
      g.shells = SHELLS;
      g.reloading = 0;
      g.spawnIn = 0.3;
      g.aim = { x: 320, y: 180 };
      g.streak = 0;
      g.muzzle = 0;
      g.hills = 0;
    },
    key: function (g, code) {
      if (code === 'Space' || code === 'Enter') shoot(g, g.aim.x, g.aim.y);
      if (code === 'KeyR') reload(g);
    },
    tap: function (g, x, y) {
      if (x > 500 && y > 310) {
        reload(g);
        return;
      }
      g.aim.x = x;
      g.aim.y = y;
      shoot(g, x, y);
    },
    altTap: function (g) {
      reload(g);
    },
    move: function (g, x, y) {
      g.aim.x = x;
      g.aim.y = y;
    },
    demo: function (g, dt) {
      g.demoCool = (g.demoCool || 0) - dt;
      var target = null;
      for (var i = 0; i < g.birds.length; i++) if (!g.birds[i].hit && g.birds[i].x > 40 && g.birds[i].x < 600) target = g.birds[i];
      if (target) {
        g.aim.x += (target.x - g.aim.x) * Math.min(1, dt * 8);
        g.aim.y += (target.y - g.aim.y) * Math.min(1, dt * 8);
        if (g.demoCool <= 0 && Math.hypot(target.x - g.aim.x, target.y - g.aim.y) < 14) {
          shoot(g, g.aim.x, g.aim.y);
          g.demoCool = 0.35;
        }
      }
      if (g.shells === 0) reload(g);
    },
    update: function (g, dt) {
      var speed = 220;
      if (g.down('ArrowLeft') || g.down('KeyA')) g.aim.x -= speed * dt;
      if (g.down('ArrowRight') || g.down('KeyD')) g.aim.x += speed * dt;
      if (g.down('ArrowUp') || g.down('KeyW')) g.aim.y -= speed * dt;
      if (g.down('ArrowDown') || g.down('KeyS')) g.aim.y += speed * dt;
      g.aim.x = g.clamp(g.aim.x, 0, 640);
      g.aim.y = g.clamp(g.aim.y, 0, 360);
      g.time -= dt;
      g.muzzle = Math.max(0, g.muzzle - dt);
      g.hills += dt;
      if (g.reloading > 0) {
        g.reloading -= dt;
        if (g.reloading <= 0) {
          g.shells = SHELLS;
          g.sfx(900, 0.05, 'square', 0.05);
        }
      }
      g.spawnIn -= dt;
      if (g.spawnIn <= 0) {
        spawn(g);
        g.spawnIn = g.rand(0.35, 0.9) * (g.time > 30 ? 1 : 0.7);
      }
      for (var i = g.birds.length - 1; i >= 0; i--) {
        var b = g.birds[i];
        if (b.hit) {
          b.vy += 700 * dt;
          b.y += b.vy * dt;
          b.rot += 8 * dt;
          if (b.y > 420) g.birds.splice(i, 1);
          continue;
        }
        b.x += b.dir * b.speed * dt;
        b.phase += dt * 10;
        b.y = b.baseY + Math.sin(b.phase * 0.3) * 18 * b.scale;
        if (b.x < -80 || b.x > 720) g.birds.splice(i, 1);
      }
      if (g.time <= 0) {
        g.time = 0;
        g.over('Die Zeit ist um!');
      }
    },
    draw: function (g, ctx) {
      var sky = ctx.createLinearGradient(0, 0, 0, 360);
      sky.addColorStop(0, '#ff9a5a');
      sky.addColorStop(0.55, '#ffd39a');
      sky.addColorStop(1, '#ffe9c7');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = 'rgba(255,240,200,0.9)';
      ctx.beginPath();
      ctx.arc(470, 130, 48, 0, Math.PI * 2);
      ctx.fill();
      hills(ctx, 250, '#c97b63', 30, 0.011, g.hills * 0.2);
      drawBirds(g, ctx, 0);
      hills(ctx, 280, '#8f5b4a', 24, 0.017, g.hills * 0.4);
      windmill(ctx, 120, 262, g.t);
      drawBirds(g, ctx, 1);
      hills(ctx, 310, '#4f7a3a', 18, 0.02, g.hills * 0.7);
      drawBirds(g, ctx, 2);
      ctx.fillStyle = '#2f4f23';
      ctx.fillRect(0, 335, 640, 30);
      // crosshair
      var x = g.aim.x;
      var y = g.aim.y;
      ctx.strokeStyle = g.reloading > 0 ? 'rgba(255,255,255,0.5)' : '#fff';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x, y, 14, 0, Math.PI * 2);
      ctx.moveTo(x - 22, y);
      ctx.lineTo(x - 6, y);
      ctx.moveTo(x + 6, y);
      ctx.lineTo(x + 22, y);
      ctx.moveTo(x, y - 22);
      ctx.lineTo(x, y - 6);
      ctx.moveTo(x, y + 6);
      ctx.lineTo(x, y + 22);
      ctx.stroke();
      ctx.fillStyle = '#ef476f';
      ctx.fillRect(x - 1.5, y - 1.5, 3, 3);
      if (g.muzzle > 0) {
        ctx.fillStyle = 'rgba(255,255,220,' + g.muzzle * 6 + ')';
        ctx.beginPath();
        ctx.arc(x, y, 24, 0, Math.PI * 2);
        ctx.fill();
      }
      // shells
      for (var s = 0; s < SHELLS; s++) {
        ctx.fillStyle = s < g.shells ? '#e63946' : 'rgba(0,0,0,0.3)';
        ctx.fillRect(520 + s * 14, 322, 10, 26);
        ctx.fillStyle = s < g.shells ? '#d4a017' : 'rgba(0,0,0,0.2)';
        ctx.fillRect(520 + s * 14, 342, 10, 6);
      }
    },
    hud: function (g, ctx) {
      ctx.font = '800 18px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = g.time < 10 ? '#ffd166' : '#fff';
      var seconds = Math.ceil(g.time);
      g.hudText(ctx, Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0'), 320, 16);
      if (g.reloading > 0 || g.shells === 0) {
        ctx.fillStyle = '#fff';
        g.hudText(ctx, g.reloading > 0 ? 'Lädt nach …' : 'Nachladen! (R)', 580, 296);
      }
      ctx.textAlign = 'left';
    },
  };

  function spawn(g) {
    var layer = Math.random() < 0.3 ? 0 : Math.random() < 0.5 ? 1 : 2;
    var L = LAYERS[layer];
    var dir = Math.random() < 0.5 ? 1 : -1;
    var golden = Math.random() < 0.06;
    g.birds.push({
      layer: layer,
      scale: L.scale,
      x: dir > 0 ? -60 : 700,
      baseY: g.rand(L.y[0], L.y[1]),
      y: 0,
      dir: dir,
      speed: L.speed * g.rand(0.8, 1.3) * (golden ? 1.6 : 1) * (1 + (ROUND - g.time) / 240),
      points: L.points * (golden ? 5 : 1),
      golden: golden,
      phase: Math.random() * 10,
      hit: false,
      vy: 0,
      rot: 0,
    });
  }

  function reload(g) {
    if (g.reloading > 0 || g.shells === SHELLS) return;
    g.reloading = 0.8;
    g.sfx(200, 0.1, 'square', 0.05);
  }

  function shoot(g, x, y) {
    if (g.reloading > 0) return;
    if (g.shells <= 0) {
      g.sfx(120, 0.05, 'square', 0.04);
      reload(g);
      return;
    }
    g.shells--;
    g.muzzle = 0.12;
    g.shake(4, 0.1);
    g.sfx(160, 0.18, 'sawtooth', 0.1, 40);
    var best = null;
    for (var i = g.birds.length - 1; i >= 0; i--) {
      var b = g.birds[i];
      if (b.hit) continue;
      var r = 26 * b.scale;
      if (Math.hypot(b.x - x, b.y - y) < r && (!best || b.layer > best.layer)) best = b;
    }
    if (best) {
      best.hit = true;
      best.vy = -120;
      g.streak++;
      var points = best.points + (g.streak >= 3 ? 5 : 0);
      g.addScore(points);
      g.floater(best.x, best.y - 20, '+' + points, best.golden ? '#ffd166' : '#fff');
      g.burst(best.x, best.y, best.golden ? ['#ffd166', '#fff3b0'] : ['#7a4b2a', '#c9925b', '#fff'], 18, 200 * best.scale + 60, 4 * best.scale + 1);
      g.sfx(best.golden ? 1200 : 700, 0.1, 'triangle', 0.08);
      if (best.golden) g.flash('#ffd166', 0.12);
    } else {
      g.streak = 0;
      g.burst(x, y, ['#6b4f2a', '#ddd'], 5, 60, 2);
    }
  }

  function drawBirds(g, ctx, layer) {
    for (var i = 0; i < g.birds.length; i++) if (g.birds[i].layer === layer) bird(ctx, g.birds[i]);
  }

  function bird(ctx, b) {
    ctx.save();
    ctx.translate(b.x, b.y);
    ctx.scale(b.scale * b.dir, b.scale);
    if (b.hit) ctx.rotate(b.rot);
    var flap = Math.sin(b.phase) * 0.8;
    ctx.fillStyle = b.golden ? '#f4c430' : '#7a4b2a';
    ctx.beginPath();
    ctx.ellipse(0, 0, 24, 15, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = b.golden ? '#ffe680' : '#a0693f';
    ctx.beginPath();
    ctx.moveTo(-4, -2);
    ctx.lineTo(-22, -2 - 22 * (b.hit ? 0.2 : flap));
    ctx.lineTo(8, -4);
    ctx.fill();
    ctx.fillStyle = b.golden ? '#f4c430' : '#5c3a1e';
    ctx.beginPath();
    ctx.arc(22, -8, 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#e63946';
    ctx.fillRect(20, -21, 6, 6);
    ctx.fillStyle = '#ffb703';
    ctx.beginPath();
    ctx.moveTo(30, -9);
    ctx.lineTo(40, -6);
    ctx.lineTo(30, -3);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(25, -10, 3.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    if (b.hit) {
      ctx.fillRect(23, -11, 5, 1.5);
    } else {
      ctx.beginPath();
      ctx.arc(26, -10, 1.6, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function hills(ctx, base, colour, amp, freq, offset) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, 360);
    for (var x = 0; x <= 640; x += 16) ctx.lineTo(x, base - Math.sin(x * freq + offset * 0.2) * amp - Math.sin(x * freq * 2.3) * amp * 0.4);
    ctx.lineTo(640, 360);
    ctx.fill();
  }

  function windmill(ctx, x, y, t) {
    ctx.fillStyle = '#5b3a29';
    ctx.beginPath();
    ctx.moveTo(x - 12, y);
    ctx.lineTo(x - 7, y - 50);
    ctx.lineTo(x + 7, y - 50);
    ctx.lineTo(x + 12, y);
    ctx.fill();
    ctx.save();
    ctx.translate(x, y - 50);
    ctx.rotate(t * 0.8);
    ctx.fillStyle = '#f1e3c8';
    for (var i = 0; i < 4; i++) {
      ctx.rotate(Math.PI / 2);
      ctx.fillRect(-3, 0, 6, 34);
    }
    ctx.restore();
  }

  window.Spielraum.start(game);
})();
