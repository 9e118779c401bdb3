/* Snake: steer the growing figure to the food on a grid; do not bite yourself or the wall. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var CELL = 20;
  var COLS = 32;
  var ROWS = 18;
  var DIRS = { ArrowUp: [0, -1], KeyW: [0, -1], ArrowDown: [0, 1], KeyS: [0, 1], ArrowLeft: [-1, 0], KeyA: [-1, 0], ArrowRight: [1, 0], KeyD: [1, 0] };
  function place(g) {
    do {
      g.food = { x: Math.floor(g.rand(1, COLS - 1)), y: Math.floor(g.rand(3, ROWS - 1)), kind: Math.floor(g.rand(0, Math.max(1, ai.items.length))) };
    } while (g.body.some(function (b) { return b.x === g.food.x && b.y === g.food.y; }));
  }
  function turn(g, d) {
    if (d[0] === -g.dir[0] && d[1] === -g.dir[1]) return;
    g.nextDir = d;
  }
  var game = ai.game({
    reset: function (g) {
      g.body = [{ x: 8, y: 9 }, { x: 7, y: 9 }, { x: 6, y: 9 }];
      g.dir = [1, 0];
      g.nextDir = [1, 0];
      g.step = 0;
      place(g);
    },
    key: function (g, code) {
      if (DIRS[code]) turn(g, DIRS[code]);
    },
    tap: function (g, x, y) {
      var head = g.body[0];
      var dx = x - (head.x * CELL + 10);
      var dy = y - (head.y * CELL + 10);
      if (Math.abs(dx) > Math.abs(dy)) turn(g, [dx > 0 ? 1 : -1, 0]);
      else turn(g, [0, dy > 0 ? 1 : -1]);
    },
    demo: function (g) {
      var h = g.body[0];
      if (g.food.x !== h.x) turn(g, [g.food.x > h.x ? 1 : -1, 0]);
      else turn(g, [0, g.food.y > h.y ? 1 : -1]);
    },
    update: function (g, dt) {
      g.step += dt;
      var interval = 0.14 / ai.speed;
      if (g.step < interval) return;
      g.step = 0;
      g.dir = g.nextDir;
      var head = { x: g.body[0].x + g.dir[0], y: g.body[0].y + g.dir[1] };
      var hit = head.x < 0 || head.y < 0 || head.x >= COLS || head.y >= ROWS || g.body.some(function (b) { return b.x === head.x && b.y === head.y; });
      if (hit) {
        g.shake(6);
        g.over('Zusammengestoßen!');
        return;
      }
      g.body.unshift(head);
      if (head.x === g.food.x && head.y === g.food.y) {
        g.addScore(1);
        g.burst(head.x * CELL + 10, head.y * CELL + 10, ai.spec.palette.accent, 10);
        g.sfx(700, 0.07, 'triangle');
        place(g);
      } else {
        g.body.pop();
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      if (!g.body) return;
      // The food is what the description names; without a name it stays the opponent figure it always was.
      if (!ai.item(ctx, g.food.kind || 0, g.food.x * CELL + 10, g.food.y * CELL + 10, 9)) ai.figure(ctx, 'enemy', g.food.x * CELL + 10, g.food.y * CELL + 10, 9);
      for (var i = g.body.length - 1; i >= 0; i--) {
        var b = g.body[i];
        if (i === 0) ai.figure(ctx, 'player', b.x * CELL + 10, b.y * CELL + 10, 10, g.dir[0] < 0);
        else ai.shape(ctx, 'square', b.x * CELL + 10, b.y * CELL + 10, 8, i % 2 ? ai.spec.palette.player : ai.spec.palette.accent);
      }
    },
  });
  window.Spielraum.start(game);
})();
