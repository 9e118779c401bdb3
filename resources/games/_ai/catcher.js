/* Catcher: the figure runs along the ground; catch what the description says to collect, dodge what it says to avoid. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var Y = 316;
  var R = 18;
  // Items only count when something is named to collect; without, every hazard that falls past is a point.
  var collecting = ai.items.length > 0;
  function spawn(g) {
    var isItem = collecting && (ai.hazards.length === 0 || g.rand(0, 1) < 0.58);
    var list = isItem ? ai.items : ai.hazards;
    g.drops.push({
      x: g.rand(24, g.W - 24),
      y: -20,
      vy: g.rand(90, 150) * ai.speed * (1 + g.t / 75),
      r: isItem ? 11 : g.rand(13, 18),
      item: isItem,
      kind: Math.floor(g.rand(0, list.length)),
      spin: g.rand(-2, 2),
    });
  }
  var game = ai.game({
    reset: function (g) {
      g.px = g.W / 2;
      g.target = null;
      g.drops = [];
      g.next = 0.4;
      g.face = false;
    },
    tap: function (g, x) {
      g.target = g.clamp(x, R, g.W - R);
    },
    move: function (g, x) {
      if (g.pointer.down) g.target = g.clamp(x, R, g.W - R);
    },
    release: function (g) {
      g.target = null;
    },
    demo: function (g) {
      // Towards the lowest item, away from a hazard right above.
      var goal = null;
      for (var i = 0; i < g.drops.length; i++) {
        var d = g.drops[i];
        if (d.item && d.y < Y && (!goal || d.y > goal.y)) goal = d;
        if (!d.item && d.y > Y - 120 && Math.abs(d.x - g.px) < 40) goal = { x: g.px + (d.x > g.px ? -80 : 80), y: 0 };
      }
      g.target = goal ? g.clamp(goal.x, R, g.W - R) : null;
    },
    update: function (g, dt) {
      var sp = 380 * ai.speed;
      var dx = 0;
      if (g.down('ArrowLeft') || g.down('KeyA')) dx -= sp * dt;
      if (g.down('ArrowRight') || g.down('KeyD')) dx += sp * dt;
      if (dx === 0 && g.target !== null) dx = g.clamp(g.target - g.px, -sp * dt, sp * dt);
      if (dx !== 0) g.face = dx < 0;
      g.px = g.clamp(g.px + dx, R, g.W - R);
      g.next -= dt;
      if (g.next <= 0) {
        spawn(g);
        g.next = g.rand(0.45, 0.95) / ai.speed / (1 + g.t / 120);
      }
      for (var i = g.drops.length - 1; i >= 0; i--) {
        var d = g.drops[i];
        d.y += d.vy * dt;
        if (Math.abs(d.x - g.px) < d.r + R - 4 && Math.abs(d.y - Y) < d.r + R - 4) {
          g.drops.splice(i, 1);
          if (d.item) {
            g.addScore(1);
            g.burst(d.x, d.y, ai.items[d.kind].colour || ai.spec.palette.accent, 12);
            g.sfx(760 + (g.score % 5) * 60, 0.07, 'triangle');
            continue;
          }
          g.burst(d.x, d.y, ai.spec.palette.enemy, 18);
          if (ai.hit(g, 'Getroffen: ' + ai.hazards[d.kind].name + '!')) return;
          continue;
        }
        if (d.y > g.H + 30) {
          g.drops.splice(i, 1);
          if (!d.item && !collecting) g.addScore(1);
        }
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      ctx.fillStyle = ai.spec.palette.accent;
      ctx.fillRect(0, Y + R + 2, g.W, 4);
      for (var i = 0; i < (g.drops || []).length; i++) {
        var d = g.drops[i];
        if (d.item) ai.item(ctx, d.kind, d.x, d.y, d.r);
        else ai.hazard(ctx, d.kind, d.x, d.y, d.r);
      }
      if (g.drops && !ai.blinking(g)) ai.figure(ctx, 'player', g.px, Y, R, g.face);
    },
  });
  window.Spielraum.start(game);
})();
