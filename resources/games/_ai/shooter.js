/* Shooter: fly along the bottom, shoot the enemies that come down; one that reaches you ends the round. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  function fire(g) {
    if (g.cool > 0) return;
    g.cool = 0.22;
    g.shots.push({ x: g.px, y: 300 });
    g.sfx(900, 0.06, 'square', 0.04, 400);
  }
  var game = ai.game({
    reset: function (g) {
      g.px = 320;
      g.shots = [];
      g.foes = [];
      g.spawn = 0.5;
      g.cool = 0;
    },
    key: function (g, code) {
      if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW') fire(g);
    },
    tap: function (g, x) {
      g.px = g.clamp(x, 20, g.W - 20);
      fire(g);
    },
    move: function (g, x) {
      if (g.pointer.down) g.px = g.clamp(x, 20, g.W - 20);
    },
    demo: function (g) {
      var t = g.foes[0];
      if (t) g.px += g.clamp(t.x - g.px, -6, 6);
      fire(g);
    },
    update: function (g, dt) {
      var sp = 320 * ai.speed;
      if (g.down('ArrowLeft') || g.down('KeyA')) g.px -= sp * dt;
      if (g.down('ArrowRight') || g.down('KeyD')) g.px += sp * dt;
      if (g.down('Space')) fire(g);
      g.px = g.clamp(g.px, 20, g.W - 20);
      g.cool -= dt;
      g.spawn -= dt;
      if (g.spawn <= 0) {
        g.foes.push({ x: g.rand(30, g.W - 30), y: -20, vx: g.rand(-40, 40), vy: g.rand(50, 90) * ai.speed * (1 + g.t / 90), kind: Math.floor(g.rand(0, ai.hazards.length)) });
        g.spawn = g.rand(0.5, 1.2) / ai.speed;
      }
      for (var s = g.shots.length - 1; s >= 0; s--) {
        g.shots[s].y -= 480 * dt;
        if (g.shots[s].y < -10) g.shots.splice(s, 1);
      }
      for (var i = g.foes.length - 1; i >= 0; i--) {
        var f = g.foes[i];
        f.x += f.vx * dt;
        f.y += f.vy * dt;
        if (f.x < 20 || f.x > g.W - 20) f.vx *= -1;
        for (var k = g.shots.length - 1; k >= 0; k--) {
          if (Math.abs(g.shots[k].x - f.x) < 18 && Math.abs(g.shots[k].y - f.y) < 18) {
            g.shots.splice(k, 1);
            g.foes.splice(i, 1);
            g.addScore(1);
            g.burst(f.x, f.y, ai.spec.palette.enemy, 14);
            g.sfx(200, 0.1, 'sawtooth', 0.05, 80);
            f = null;
            break;
          }
        }
        if (f && f.y > 300) {
          g.foes.splice(i, 1);
          g.shake(10);
          if (ai.hit(g, 'Durchgekommen: ' + ai.hazards[f.kind % ai.hazards.length].name + '!')) return;
        }
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, g.t * 30);
      if (!g.foes) return;
      ctx.fillStyle = ai.spec.palette.accent;
      for (var s = 0; s < g.shots.length; s++) ctx.fillRect(g.shots[s].x - 2, g.shots[s].y - 8, 4, 14);
      for (var i = 0; i < g.foes.length; i++) ai.hazard(ctx, g.foes[i].kind, g.foes[i].x, g.foes[i].y, 15);
      if (!ai.blinking(g)) ai.figure(ctx, 'player', g.px, 318, 17);
    },
  });
  window.Spielraum.start(game);
})();
