/* Platformer: run and jump across seeded platforms, collect the items (stars when none are named), avoid the patrolling enemies. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  function build(g) {
    var r = ai.random(ai.spec.seed + g.round);
    g.plats = [{ x: 0, y: 330, w: 640 }];
    g.stars = [];
    g.foes = [];
    for (var i = 0; i < 6; i++) {
      var p = { x: 20 + r() * 520, y: 270 - i * 40 - r() * 10, w: 90 + r() * 60 };
      g.plats.push(p);
      g.stars.push({ x: p.x + p.w / 2, y: p.y - 22, got: false });
      if (i % 2 === 1) g.foes.push({ p: p, x: p.x + 10, d: 1, kind: (i - 1) / 2 });
    }
  }
  var game = ai.game({
    reset: function (g) {
      g.round = 0;
      g.x = 40;
      g.y = 300;
      g.vx = 0;
      g.vy = 0;
      g.ground = true;
      build(g);
    },
    key: function (g, code) {
      if ((code === 'ArrowUp' || code === 'Space' || code === 'KeyW') && g.ground) {
        g.vy = -520;
        g.ground = false;
        g.sfx(600, 0.1, 'square', 0.05, 900);
      }
    },
    tap: function (g, x, y) {
      if (y < 180) game.key(g, 'Space');
      else g.virtual[x < 320 ? 'ArrowLeft' : 'ArrowRight'] = true;
    },
    release: function (g) {
      g.virtual = {};
    },
    demo: function (g) {
      var target = null;
      for (var i = 0; i < g.stars.length; i++) if (!g.stars[i].got) target = g.stars[i];
      g.virtual.ArrowLeft = !!target && target.x < g.x - 5;
      g.virtual.ArrowRight = !!target && target.x > g.x + 5;
      if (target && target.y < g.y - 20 && g.ground && Math.random() < 0.05) game.key(g, 'Space');
    },
    update: function (g, dt) {
      var sp = 200 * ai.speed;
      g.vx = (g.down('ArrowRight') || g.down('KeyD') ? sp : 0) - (g.down('ArrowLeft') || g.down('KeyA') ? sp : 0);
      g.vy += 1300 * dt;
      var oldY = g.y;
      g.x = g.clamp(g.x + g.vx * dt, 12, g.W - 12);
      g.y += g.vy * dt;
      g.ground = false;
      for (var i = 0; i < g.plats.length; i++) {
        var p = g.plats[i];
        if (g.vy >= 0 && oldY <= p.y - 14 && g.y >= p.y - 14 && g.x > p.x - 8 && g.x < p.x + p.w + 8) {
          g.y = p.y - 14;
          g.vy = 0;
          g.ground = true;
        }
      }
      if (g.y > g.H + 40) {
        g.over('Abgestürzt!');
        return;
      }
      for (var s = 0; s < g.stars.length; s++) {
        var st = g.stars[s];
        if (!st.got && Math.abs(st.x - g.x) < 20 && Math.abs(st.y - g.y) < 24) {
          st.got = true;
          g.addScore(1);
          g.burst(st.x, st.y, ai.spec.palette.accent, 10);
          g.sfx(880, 0.08, 'triangle');
        }
      }
      for (var f = 0; f < g.foes.length; f++) {
        var foe = g.foes[f];
        foe.x += foe.d * 60 * ai.speed * dt;
        if (foe.x < foe.p.x + 8 || foe.x > foe.p.x + foe.p.w - 8) foe.d *= -1;
        if (Math.abs(foe.x - g.x) < 22 && Math.abs(foe.p.y - 12 - g.y) < 22) {
          g.shake(8);
          if (ai.hit(g, 'Erwischt: ' + ai.hazards[foe.kind % ai.hazards.length].name + '!')) return;
        }
      }
      if (ai.checkGoal(g)) return;
      var left = 0;
      for (var k = 0; k < g.stars.length; k++) if (!g.stars[k].got) left++;
      if (left === 0) {
        g.round++;
        build(g);
      }
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, g.x || 0);
      ctx.fillStyle = ai.spec.palette.accent;
      for (var i = 0; i < (g.plats || []).length; i++) ctx.fillRect(g.plats[i].x, g.plats[i].y, g.plats[i].w, 8);
      for (var s = 0; s < (g.stars || []).length; s++) {
        if (!g.stars[s].got && !ai.item(ctx, s, g.stars[s].x, g.stars[s].y, 9)) ai.shape(ctx, 'star', g.stars[s].x, g.stars[s].y, 9, '#ffe066');
      }
      for (var f = 0; f < (g.foes || []).length; f++) ai.hazard(ctx, g.foes[f].kind, g.foes[f].x, g.foes[f].p.y - 12, 12, g.foes[f].d < 0);
      if (!ai.blinking(g)) ai.figure(ctx, 'player', g.x, g.y, 14, g.vx < 0);
    },
  });
  window.Spielraum.start(game);
})();
