/* Runner: the figure runs by itself; jump over what comes from the right and catch what floats above it. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var GROUND = 300;
  function jump(g) {
    if (g.py >= GROUND - 18) {
      g.vy = -430;
      g.sfx(520, 0.12, 'square', 0.06, 880);
    }
  }
  var game = ai.game({
    reset: function (g) {
      g.py = GROUND - 18;
      g.vy = 0;
      g.obstacles = [];
      g.pickups = [];
      g.next = 1.2;
      g.nextItem = 2;
      g.scroll = 0;
    },
    key: function (g, code) {
      if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW') jump(g);
    },
    tap: function (g) {
      jump(g);
    },
    demo: function (g) {
      for (var i = 0; i < g.obstacles.length; i++) if (g.obstacles[i].x - 90 < 70 && g.obstacles[i].x > 90) jump(g);
    },
    update: function (g, dt) {
      var v = 240 * ai.speed * (1 + g.t / 60);
      g.scroll += v * dt;
      g.vy += 1200 * dt;
      g.py = Math.min(GROUND - 18, g.py + g.vy * dt);
      g.next -= dt;
      if (g.next <= 0) {
        g.obstacles.push({ x: 680, r: g.rand(12, 20), passed: false, kind: Math.floor(g.rand(0, ai.hazards.length)) });
        g.next = g.rand(0.8, 1.7) / ai.speed;
      }
      if (ai.items.length) {
        g.nextItem -= dt;
        if (g.nextItem <= 0) {
          g.pickups.push({ x: 680, y: GROUND - g.rand(60, 130), kind: Math.floor(g.rand(0, ai.items.length)) });
          g.nextItem = g.rand(1.2, 2.4) / ai.speed;
        }
        for (var k = g.pickups.length - 1; k >= 0; k--) {
          var p = g.pickups[k];
          p.x -= v * dt;
          if (Math.abs(p.x - 90) < 24 && Math.abs(p.y - g.py) < 30) {
            g.pickups.splice(k, 1);
            g.addScore(1);
            g.burst(90, g.py, ai.spec.palette.accent, 10);
            g.sfx(880, 0.08, 'triangle');
          } else if (p.x < -30) g.pickups.splice(k, 1);
        }
      }
      for (var i = g.obstacles.length - 1; i >= 0; i--) {
        var o = g.obstacles[i];
        o.x -= v * dt;
        if (!o.passed && o.x < 90) {
          o.passed = true;
          // Collecting counts what was caught; otherwise every hurdle cleared is a point.
          if (ai.spec.goal.kind !== 'collect') g.addScore(1);
        }
        if (!o.hit && Math.abs(o.x - 90) < o.r + 14 && g.py > GROUND - o.r * 2 - 14) {
          o.hit = true;
          g.shake(8);
          g.burst(90, g.py, ai.spec.palette.enemy, 24);
          if (ai.hit(g, 'Erwischt!')) return;
        }
        if (o.x < -40) g.obstacles.splice(i, 1);
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, g.scroll || 0);
      ctx.fillStyle = ai.spec.palette.accent;
      ctx.fillRect(0, GROUND, g.W, 4);
      for (var i = 0; i < (g.obstacles || []).length; i++) ai.hazard(ctx, g.obstacles[i].kind, g.obstacles[i].x, GROUND - g.obstacles[i].r, g.obstacles[i].r, true);
      for (var k = 0; k < (g.pickups || []).length; k++) ai.item(ctx, g.pickups[k].kind, g.pickups[k].x, g.pickups[k].y, 10);
      if (!ai.blinking(g)) ai.figure(ctx, 'player', 90, g.py, 18);
    },
  });
  window.Spielraum.start(game);
})();
