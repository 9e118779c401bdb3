/* Nebelwald: run through the enchanted misty forest, jump the gaps and gather the lights that keep the fog away. */
(function () {
  'use strict';
  var GROUND = 300;
  var game = {
    title: 'Nebelwald',
    help:
      'Springe mit Leertaste, Pfeil hoch oder Tippen – in der Luft geht ein zweiter Sprung. Sammle die Irrlichter: Sie halten den Nebel fern. Geht dein Licht aus oder fällst du in eine Schlucht, ist die Reise zu Ende. Dornen meiden!',
    pad: { right: [{ label: 'Springen', name: 'Springen', code: 'Space', wide: true }] },
    reset: function (g) {
      g.x = 0;
      g.speed = 170;
      g.player = { y: GROUND - 30, vy: 0, jumps: 0, onGround: true };
      g.light = 1;
      g.platforms = [{ x: -100, w: 700, y: GROUND }];
      g.orbs = [];
      g.thorns = [];
      g.genX = 600;
      g.trees = [];
      for (var i = 0; i < 14; i++) g.trees.push({ x: i * 60 + Math.random() * 40, h: 120 + Math.random() * 140, layer: i % 2 });
      while (g.genX < 1400) generate(g);
    },
    key: function (g, code) {
      if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW') jump(g);
    },
    keyUp: function (g, code) {
      if ((code === 'Space' || code === 'ArrowUp' || code === 'KeyW') && g.player.vy < -200) g.player.vy = -200;
    },
    tap: function (g) {
      jump(g);
    },
    release: function (g) {
      if (g.player.vy < -200) g.player.vy = -200;
    },
    demo: function (g, dt) {
      var px = g.x + 120;
      var p = g.player;
      var ahead = supportAt(g, px + 40);
      var thorn = g.thorns.some(function (t) {
        return t.x > px + 10 && t.x < px + 60;
      });
      var orb = g.orbs.find(function (o) {
        return o.x > px && o.x < px + 60 && o.y < p.y - 40;
      });
      g.demoCool = (g.demoCool || 0) - dt;
      if (g.demoCool > 0) return;
      if ((p.onGround && (!ahead || thorn || orb)) || (!p.onGround && p.vy > 50 && !supportAt(g, px + 70) && p.jumps < 2)) {
        jump(g);
        g.demoCool = 0.25;
      }
    },
    update: function (g, dt) {
      g.speed = Math.min(330, 170 + g.x / 120);
      g.x += g.speed * dt;
      g.light = Math.max(0, g.light - dt * 0.055);
      var p = g.player;
      var before = p.y;
      p.vy += 1500 * dt;
      p.y += p.vy * dt;
      p.onGround = false;
      var px = g.x + 120;
      for (var i = 0; i < g.platforms.length; i++) {
        var pl = g.platforms[i];
        if (px + 10 > pl.x && px - 10 < pl.x + pl.w && before <= pl.y && p.y >= pl.y && p.vy >= 0) {
          p.y = pl.y;
          p.vy = 0;
          p.jumps = 0;
          p.onGround = true;
        }
      }
      for (var o = g.orbs.length - 1; o >= 0; o--) {
        var orb = g.orbs[o];
        if (Math.abs(orb.x - px) < 20 && Math.abs(orb.y - (p.y - 18)) < 26) {
          g.orbs.splice(o, 1);
          g.light = Math.min(1, g.light + 0.22);
          g.addScore(10);
          g.floater(120, p.y - 50, '+10', '#fff3b0');
          g.burst(120, p.y - 18, ['#fff3b0', '#b8f2e6', '#fff'], 16, 150);
          g.sfx(990, 0.1, 'sine', 0.08, 1480);
        }
      }
      for (var t = 0; t < g.thorns.length; t++) {
        var th = g.thorns[t];
        if (Math.abs(th.x - px) < 16 && p.y > th.y - 14) {
          die(g, 'Autsch, Dornen!');
          return;
        }
      }
      g.addScore(Math.floor(g.x / 100) - Math.floor((g.x - g.speed * dt) / 100));
      while (g.genX < g.x + 1000) generate(g);
      g.platforms = g.platforms.filter(function (pl) {
        return pl.x + pl.w > g.x - 100;
      });
      g.orbs = g.orbs.filter(function (orb2) {
        return orb2.x > g.x - 50;
      });
      g.thorns = g.thorns.filter(function (th2) {
        return th2.x > g.x - 50;
      });
      if (p.y > 420) die(g, 'In die Schlucht gestürzt.');
      else if (g.light <= 0) die(g, 'Der Nebel hat dich verschluckt.');
    },
    draw: function (g, ctx) {
      var sky = ctx.createLinearGradient(0, 0, 0, 360);
      sky.addColorStop(0, '#0b3d2e');
      sky.addColorStop(1, '#1f6f5c');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = 'rgba(255,255,240,0.6)';
      ctx.beginPath();
      ctx.arc(520, 70, 30, 0, Math.PI * 2);
      ctx.fill();
      for (var layer = 0; layer < 2; layer++) {
        ctx.fillStyle = layer ? '#0f4a3a' : '#135746';
        var factor = layer ? 0.5 : 0.25;
        for (var i = 0; i < g.trees.length; i++) {
          var tr = g.trees[i];
          if (tr.layer !== layer) continue;
          var tx = ((((tr.x - g.x * factor) % 840) + 840) % 840) - 100;
          ctx.fillRect(tx + 14, GROUND - tr.h + 40, 10, tr.h);
          ctx.beginPath();
          ctx.moveTo(tx - 10, GROUND - tr.h / 2 + 40);
          ctx.lineTo(tx + 19, GROUND - tr.h);
          ctx.lineTo(tx + 48, GROUND - tr.h / 2 + 40);
          ctx.fill();
        }
      }
      ctx.save();
      ctx.translate(-g.x, 0);
      for (var p = 0; p < g.platforms.length; p++) {
        var pl = g.platforms[p];
        ctx.fillStyle = '#3a2e1f';
        ctx.fillRect(pl.x, pl.y, pl.w, pl.floating ? 14 : 360 - pl.y);
        ctx.fillStyle = '#56ab2f';
        ctx.fillRect(pl.x, pl.y, pl.w, 6);
        ctx.fillStyle = '#6fcf3f';
        for (var gx = pl.x + 4; gx < pl.x + pl.w - 4; gx += 12) ctx.fillRect(gx, pl.y - 3, 3, 4);
      }
      for (var t = 0; t < g.thorns.length; t++) {
        var th = g.thorns[t];
        ctx.fillStyle = '#5e2b5e';
        ctx.beginPath();
        for (var s = -2; s <= 2; s++) {
          ctx.moveTo(th.x + s * 6 - 5, th.y);
          ctx.lineTo(th.x + s * 6, th.y - 14);
          ctx.lineTo(th.x + s * 6 + 5, th.y);
        }
        ctx.fill();
      }
      for (var o = 0; o < g.orbs.length; o++) {
        var orb = g.orbs[o];
        var bob = Math.sin(g.t * 4 + orb.x) * 4;
        ctx.save();
        ctx.shadowColor = '#fff3b0';
        ctx.shadowBlur = 16;
        ctx.fillStyle = '#fff3b0';
        ctx.beginPath();
        ctx.arc(orb.x, orb.y + bob, 6, 0, Math.PI * 2);
        ctx.fill();
        ctx.restore();
      }
      ctx.restore();
      // the wanderer
      var py = g.player.y;
      var run = Math.sin(g.x * 0.08) * (g.player.onGround ? 4 : 0);
      ctx.fillStyle = '#e36f47';
      ctx.beginPath();
      ctx.moveTo(110, py - 34);
      ctx.lineTo(130, py - 34);
      ctx.lineTo(134, py - 8);
      ctx.lineTo(106, py - 8);
      ctx.fill();
      ctx.fillStyle = '#ffd6a5';
      ctx.beginPath();
      ctx.arc(120, py - 40, 8, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#9d0208';
      ctx.beginPath();
      ctx.moveTo(110, py - 42);
      ctx.lineTo(120, py - 58);
      ctx.lineTo(130, py - 42);
      ctx.fill();
      ctx.fillStyle = '#2b2d42';
      ctx.fillRect(110 + run, py - 8, 5, 8);
      ctx.fillRect(125 - run, py - 8, 5, 8);
      // lantern glow and fog
      var radius = 60 + g.light * 260;
      var fog = ctx.createRadialGradient(120, py - 30, radius * 0.3, 120, py - 30, radius);
      fog.addColorStop(0, 'rgba(200,220,215,0)');
      fog.addColorStop(1, 'rgba(190,205,200,0.86)');
      ctx.fillStyle = fog;
      ctx.fillRect(0, 0, 640, 360);
    },
    hud: function (g, ctx) {
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(20, 48, 120, 10);
      ctx.fillStyle = g.light < 0.25 ? '#ffb703' : '#fff3b0';
      ctx.fillRect(20, 48, 120 * g.light, 10);
      ctx.font = '700 13px system-ui, sans-serif';
      ctx.fillStyle = '#fff';
      g.hudText(ctx, 'Licht', 146, 58);
    },
  };

  function jump(g) {
    var p = g.player;
    if (p.onGround || p.jumps < 2) {
      p.vy = p.onGround ? -560 : -470;
      p.jumps = p.onGround ? 1 : p.jumps + 1;
      p.onGround = false;
      g.burst(120, p.y, ['#b8f2e6', '#fff'], 6, 80, 2);
      g.sfx(p.jumps > 1 ? 660 : 440, 0.08, 'triangle', 0.06, p.jumps > 1 ? 880 : 660);
    }
  }

  function supportAt(g, x) {
    return g.platforms.some(function (pl) {
      return !pl.floating && x > pl.x && x < pl.x + pl.w;
    });
  }

  function generate(g) {
    var gap = 60 + Math.random() * Math.min(110, 40 + g.genX / 60);
    var width = 160 + Math.random() * 260;
    var x = g.genX + gap;
    var y = GROUND - (Math.random() < 0.3 ? 40 : 0);
    g.platforms.push({ x: x, w: width, y: y });
    if (Math.random() < 0.45) {
      var fx = x + width * 0.3;
      var fy = y - 90 - Math.random() * 30;
      g.platforms.push({ x: fx, w: 90, y: fy, floating: true });
      g.orbs.push({ x: fx + 45, y: fy - 24 });
    }
    for (var i = 0; i < 3; i++) if (Math.random() < 0.7) g.orbs.push({ x: x + 30 + i * 45, y: y - 40 - (i === 1 ? 30 : 0) });
    if (Math.random() < Math.min(0.6, g.genX / 4000) && width > 220) g.thorns.push({ x: x + width * 0.7, y: y });
    g.genX = x + width;
  }

  function die(g, text) {
    g.burst(120, g.player.y - 20, ['#e36f47', '#fff3b0'], 30, 200, 4);
    g.shake(10, 0.35);
    g.over(text);
  }

  window.Spielraum.start(game);
})();
