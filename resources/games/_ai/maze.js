/* Maze: a seeded labyrinth per level; pick up the named items, reach the glowing exit while the enemy wanders the corridors. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var COLS = 15;
  var ROWS = 8;
  var CELL = 40;
  var OX = 20;
  var OY = 20;
  var STEPS = { ArrowUp: [0, -1], KeyW: [0, -1], ArrowDown: [0, 1], KeyS: [0, 1], ArrowLeft: [-1, 0], KeyA: [-1, 0], ArrowRight: [1, 0], KeyD: [1, 0] };
  function carve(g) {
    var r = ai.random(ai.spec.seed + g.level * 7919);
    g.walls = [];
    for (var i = 0; i < COLS * ROWS; i++) g.walls.push([true, true, true, true]);
    var seen = {};
    var stack = [[0, 0]];
    seen['0,0'] = true;
    var D = [[0, -1, 0, 2], [1, 0, 1, 3], [0, 1, 2, 0], [-1, 0, 3, 1]];
    while (stack.length) {
      var c = stack[stack.length - 1];
      var options = D.filter(function (d) {
        var nx = c[0] + d[0];
        var ny = c[1] + d[1];
        return nx >= 0 && ny >= 0 && nx < COLS && ny < ROWS && !seen[nx + ',' + ny];
      });
      if (!options.length) {
        stack.pop();
        continue;
      }
      var d = options[Math.floor(r() * options.length)];
      var n = [c[0] + d[0], c[1] + d[1]];
      g.walls[c[1] * COLS + c[0]][d[2]] = false;
      g.walls[n[1] * COLS + n[0]][d[3]] = false;
      seen[n[0] + ',' + n[1]] = true;
      stack.push(n);
    }
    g.p = { x: 0, y: 0 };
    g.exit = { x: COLS - 1, y: ROWS - 1 };
    g.foe = { x: COLS - 1, y: 0, wait: 0 };
    g.pickups = [];
    for (var k = 0; k < (ai.items.length ? 5 : 0); k++) {
      var cell = { x: 1 + Math.floor(r() * (COLS - 2)), y: Math.floor(r() * ROWS), kind: k };
      if (!g.pickups.some(function (p) { return p.x === cell.x && p.y === cell.y; })) g.pickups.push(cell);
    }
  }
  function open(g, x, y, dx, dy) {
    var side = dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
    return !g.walls[y * COLS + x][side];
  }
  function step(g, d) {
    if (open(g, g.p.x, g.p.y, d[0], d[1])) {
      g.p.x += d[0];
      g.p.y += d[1];
      g.sfx(400, 0.03, 'triangle', 0.03);
    }
  }
  var game = ai.game({
    reset: function (g) {
      g.level = 0;
      carve(g);
    },
    key: function (g, code) {
      if (STEPS[code]) step(g, STEPS[code]);
    },
    tap: function (g, x, y) {
      var dx = x - (OX + g.p.x * CELL + 20);
      var dy = y - (OY + g.p.y * CELL + 20);
      if (Math.abs(dx) > Math.abs(dy)) step(g, [dx > 0 ? 1 : -1, 0]);
      else step(g, [0, dy > 0 ? 1 : -1]);
    },
    demo: function (g) {
      var options = [[1, 0], [0, 1], [-1, 0], [0, -1]];
      if (Math.random() < 0.1) step(g, options[Math.floor(Math.random() * 4)]);
    },
    update: function (g, dt) {
      g.foe.wait -= dt;
      if (g.foe.wait <= 0) {
        g.foe.wait = 0.5 / ai.speed;
        var options = [[1, 0], [0, 1], [-1, 0], [0, -1]].filter(function (d) {
          return open(g, g.foe.x, g.foe.y, d[0], d[1]);
        });
        var towards = options.filter(function (d) {
          return Math.abs(g.foe.x + d[0] - g.p.x) + Math.abs(g.foe.y + d[1] - g.p.y) < Math.abs(g.foe.x - g.p.x) + Math.abs(g.foe.y - g.p.y);
        });
        var pick = towards.length && Math.random() < 0.5 ? towards : options;
        var d = pick[Math.floor(Math.random() * pick.length)];
        g.foe.x += d[0];
        g.foe.y += d[1];
      }
      if (g.foe.x === g.p.x && g.foe.y === g.p.y) {
        g.shake(8);
        if (ai.hit(g, 'Gefunden von: ' + ai.hazards[0].name + '!')) return;
        g.foe.x = COLS - 1;
        g.foe.y = 0;
      }
      for (var k = g.pickups.length - 1; k >= 0; k--) {
        if (g.pickups[k].x === g.p.x && g.pickups[k].y === g.p.y) {
          g.pickups.splice(k, 1);
          // Items are the points unless the exits are the goal.
          if (ai.spec.goal.kind !== 'reach') g.addScore(1);
          g.sfx(880, 0.08, 'triangle');
          if (ai.checkGoal(g)) return;
        }
      }
      if (g.p.x === g.exit.x && g.p.y === g.exit.y) {
        if (ai.spec.goal.kind !== 'collect') g.addScore(1);
        g.flash(ai.spec.palette.accent);
        if (ai.checkGoal(g)) return;
        g.level++;
        carve(g);
      }
      ai.checkGoal(g);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      if (!g.walls) return;
      ctx.strokeStyle = ai.spec.palette.accent;
      ctx.lineWidth = 3;
      ctx.beginPath();
      for (var y = 0; y < ROWS; y++) {
        for (var x = 0; x < COLS; x++) {
          var w = g.walls[y * COLS + x];
          var px = OX + x * CELL;
          var py = OY + y * CELL;
          if (w[0]) { ctx.moveTo(px, py); ctx.lineTo(px + CELL, py); }
          if (w[1]) { ctx.moveTo(px + CELL, py); ctx.lineTo(px + CELL, py + CELL); }
          if (w[2]) { ctx.moveTo(px, py + CELL); ctx.lineTo(px + CELL, py + CELL); }
          if (w[3]) { ctx.moveTo(px, py); ctx.lineTo(px, py + CELL); }
        }
      }
      ctx.stroke();
      ai.shape(ctx, 'star', OX + g.exit.x * CELL + 20, OY + g.exit.y * CELL + 20, 12 + Math.sin(g.t * 6) * 3, '#ffe066');
      for (var k = 0; k < (g.pickups || []).length; k++) ai.item(ctx, g.pickups[k].kind, OX + g.pickups[k].x * CELL + 20, OY + g.pickups[k].y * CELL + 20, 9);
      ai.hazard(ctx, 0, OX + g.foe.x * CELL + 20, OY + g.foe.y * CELL + 20, 13);
      if (!ai.blinking(g)) ai.figure(ctx, 'player', OX + g.p.x * CELL + 20, OY + g.p.y * CELL + 20, 13);
    },
  });
  window.Spielraum.start(game);
})();
