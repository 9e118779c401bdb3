/* Breakout: keep the ball up with the paddle and clear the seeded wall of bricks. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  function wall(g) {
    var r = ai.random(ai.spec.seed + g.wave);
    g.bricks = [];
    for (var row = 0; row < 5; row++) {
      for (var col = 0; col < 10; col++) {
        if (r() < 0.15) continue;
        g.bricks.push({ x: 22 + col * 60, y: 60 + row * 24, hits: r() < 0.2 ? 2 : 1 });
      }
    }
  }
  function serve(g) {
    g.bx = g.px;
    g.by = 300;
    var a = -Math.PI / 2 + g.rand(-0.5, 0.5);
    var v = 260 * ai.speed;
    g.bvx = Math.cos(a) * v;
    g.bvy = Math.sin(a) * v;
  }
  var game = ai.game({
    reset: function (g) {
      g.px = 320;
      g.wave = 0;
      g.lives = ai.spec.lives > 1 ? ai.spec.lives : 3;
      wall(g);
      serve(g);
    },
    move: function (g, x) {
      g.px = g.clamp(x, 50, g.W - 50);
    },
    tap: function (g, x) {
      g.px = g.clamp(x, 50, g.W - 50);
    },
    demo: function (g) {
      g.px = g.clamp(g.px + (g.bx - g.px) * 0.2, 50, g.W - 50);
    },
    hud: function (g, ctx) {
      // With lives named in the description the shared HUD shows them already.
      ai.hud(g, ctx, ai.spec.lives > 1 ? '' : 'Leben: ' + g.lives);
    },
    update: function (g, dt) {
      var sp = 420 * ai.speed;
      if (g.down('ArrowLeft') || g.down('KeyA')) g.px -= sp * dt;
      if (g.down('ArrowRight') || g.down('KeyD')) g.px += sp * dt;
      g.px = g.clamp(g.px, 50, g.W - 50);
      g.bx += g.bvx * dt;
      g.by += g.bvy * dt;
      if (g.bx < 8 || g.bx > g.W - 8) {
        g.bvx *= -1;
        g.bx = g.clamp(g.bx, 8, g.W - 8);
      }
      if (g.by < 8) {
        g.bvy = Math.abs(g.bvy);
      }
      if (g.bvy > 0 && g.by > 320 && g.by < 336 && Math.abs(g.bx - g.px) < 56) {
        var off = (g.bx - g.px) / 56;
        var v = Math.sqrt(g.bvx * g.bvx + g.bvy * g.bvy) * 1.02;
        g.bvx = off * v * 0.8;
        g.bvy = -Math.sqrt(Math.max(1, v * v - g.bvx * g.bvx));
        g.sfx(300, 0.05, 'square');
      }
      if (g.by > g.H + 10) {
        g.lives--;
        g.shake(6);
        if (g.lives <= 0) {
          g.over('Der Ball ist weg!');
          return;
        }
        serve(g);
      }
      for (var i = g.bricks.length - 1; i >= 0; i--) {
        var b = g.bricks[i];
        if (g.bx > b.x - 4 && g.bx < b.x + 58 && g.by > b.y - 4 && g.by < b.y + 22) {
          g.bvy *= -1;
          b.hits--;
          if (b.hits <= 0) {
            g.bricks.splice(i, 1);
            g.addScore(1);
            g.burst(b.x + 27, b.y + 9, ai.spec.palette.enemy, 8);
          }
          g.sfx(500, 0.05, 'triangle');
          break;
        }
      }
      if (ai.checkGoal(g)) return;
      if (g.bricks.length === 0) {
        g.wave++;
        wall(g);
        serve(g);
      }
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      if (!g.bricks) return;
      for (var i = 0; i < g.bricks.length; i++) {
        var b = g.bricks[i];
        ctx.fillStyle = b.hits > 1 ? ai.spec.palette.accent : ai.spec.palette.enemy;
        ctx.fillRect(b.x, b.y, 54, 18);
      }
      ctx.fillStyle = ai.spec.palette.player;
      ctx.fillRect(g.px - 50, 326, 100, 10);
      ai.figure(ctx, 'player', g.bx, g.by, 8);
    },
  });
  window.Spielraum.start(game);
})();
