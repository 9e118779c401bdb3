/* Racer: drive up a three-lane road; change lanes to dodge what comes at you and pick up what lies on the road. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var LANES = [200, 320, 440];
  var Y = 300;
  var ROAD = 380;
  var FINISH = 15;
  function steer(g, step) {
    g.lane = g.clamp(g.lane + step, 0, LANES.length - 1);
    g.sfx(440 + g.lane * 80, 0.05, 'square', 0.04);
  }
  function spawn(g) {
    var isItem = ai.items.length > 0 && g.rand(0, 1) < 0.4;
    var list = isItem ? ai.items : ai.hazards;
    var lane = Math.floor(g.rand(0, LANES.length));
    // Never a full row of hazards: one lane stays open.
    for (var i = 0; i < g.things.length; i++) if (g.things[i].y < 40 && g.things[i].lane === lane) return;
    g.things.push({ lane: lane, y: -30, item: isItem, kind: Math.floor(g.rand(0, list.length)), passed: false });
  }
  var game = ai.game({
    reset: function (g) {
      g.lane = 1;
      g.x = LANES[1];
      g.things = [];
      g.scroll = 0;
      g.next = 0.6;
      g.finish = FINISH;
    },
    key: function (g, code) {
      if (code === 'ArrowLeft' || code === 'KeyA') steer(g, -1);
      if (code === 'ArrowRight' || code === 'KeyD') steer(g, 1);
    },
    tap: function (g, x) {
      steer(g, x < g.x ? -1 : 1);
    },
    demo: function (g) {
      var ahead = null;
      for (var i = 0; i < g.things.length; i++) {
        var t = g.things[i];
        if (t.lane === g.lane && !t.item && t.y > Y - 170 && t.y < Y) ahead = t;
      }
      if (ahead && Math.random() < 0.2) steer(g, g.lane === 0 ? 1 : g.lane === 2 ? -1 : Math.random() < 0.5 ? -1 : 1);
    },
    update: function (g, dt) {
      var v = 240 * ai.speed * (1 + g.t / 60);
      g.scroll += v * dt;
      g.x += (LANES[g.lane] - g.x) * Math.min(1, dt * 14);
      g.next -= dt;
      if (g.next <= 0) {
        spawn(g);
        g.next = g.rand(0.5, 1.0) / ai.speed / (1 + g.t / 90);
      }
      // The finish line of a stage: the goal "reach" counts them.
      g.finish -= dt;
      if (g.finish <= 0) {
        g.finish = FINISH;
        if (ai.spec.goal.kind === 'reach') {
          g.addScore(1);
          g.flash(ai.spec.palette.accent);
        }
      }
      for (var i = g.things.length - 1; i >= 0; i--) {
        var t = g.things[i];
        t.y += v * dt;
        if (t.lane === g.lane && Math.abs(t.y - Y) < 34 && Math.abs(g.x - LANES[g.lane]) < 40) {
          g.things.splice(i, 1);
          if (t.item) {
            g.addScore(1);
            g.burst(LANES[t.lane], t.y, ai.items[t.kind].colour || ai.spec.palette.accent, 12);
            g.sfx(820, 0.07, 'triangle');
            continue;
          }
          g.burst(LANES[t.lane], t.y, ai.spec.palette.enemy, 20);
          if (ai.hit(g, 'Zusammengestoßen: ' + ai.hazards[t.kind].name + '!')) return;
          continue;
        }
        if (!t.passed && !t.item && t.y > Y + 30) {
          t.passed = true;
          // Points are overtaken hazards unless items or stages are what counts.
          if (ai.spec.goal.kind === 'score' || ai.spec.goal.kind === 'time') g.addScore(1);
        }
        if (t.y > g.H + 40) g.things.splice(i, 1);
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      var left = (g.W - ROAD) / 2;
      ctx.fillStyle = 'rgba(20,20,30,0.55)';
      ctx.fillRect(left, 0, ROAD, g.H);
      ctx.fillStyle = ai.spec.palette.accent;
      ctx.fillRect(left - 4, 0, 4, g.H);
      ctx.fillRect(left + ROAD, 0, 4, g.H);
      var offset = (g.scroll || 0) % 48;
      for (var lane = 1; lane < LANES.length; lane++) {
        var x = (LANES[lane - 1] + LANES[lane]) / 2;
        for (var y = -48 + offset; y < g.H; y += 48) ctx.fillRect(x - 2, y, 4, 24);
      }
      if (ai.spec.goal.kind === 'reach' && g.finish !== undefined) {
        // The finish line rolls in during the last second of a stage.
        var fy = Y - (g.finish / 1) * 240;
        if (g.finish < 1.2) {
          for (var c = 0; c < ROAD / 20; c++) {
            ctx.fillStyle = c % 2 ? '#111' : '#fff';
            ctx.fillRect(left + c * 20, fy, 20, 10);
          }
        }
      }
      for (var i = 0; i < (g.things || []).length; i++) {
        var t = g.things[i];
        if (t.item) ai.item(ctx, t.kind, LANES[t.lane], t.y, 12);
        else ai.hazard(ctx, t.kind, LANES[t.lane], t.y, 20);
      }
      if (g.things && !ai.blinking(g)) ai.figure(ctx, 'player', g.x, Y, 22);
    },
  });
  window.Spielraum.start(game);
})();
