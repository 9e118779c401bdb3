/* Memory: pairs of themed cards (shape and colour), seeded layout; find every pair before the time runs out. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  var SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'circle', 'square', 'triangle', 'diamond', 'star', 'circle', 'star'];
  var COLOURS = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#9d4edd', '#f78c6b', '#8ac926', '#ff595e', '#1982c4', '#fb5607', '#ffbe0b', '#3a86ff'];
  function deal(g) {
    var pairs = ai.spec.goal.target;
    var r = ai.random(ai.spec.seed + g.round * 31);
    var cards = [];
    for (var i = 0; i < pairs; i++) cards.push({ k: i }, { k: i });
    for (var j = cards.length - 1; j > 0; j--) {
      var s = Math.floor(r() * (j + 1));
      var t = cards[j];
      cards[j] = cards[s];
      cards[s] = t;
    }
    g.cols = pairs * 2 > 16 ? 6 : 4;
    g.cards = cards.map(function (c, index) {
      return { k: c.k, open: false, done: false, x: 0, y: 0, index: index };
    });
    var rows = Math.ceil(g.cards.length / g.cols);
    g.cw = Math.min(90, 560 / g.cols);
    g.ch = Math.min(70, 290 / rows);
    var ox = (640 - g.cols * g.cw) / 2;
    g.cards.forEach(function (c, i) {
      c.x = ox + (i % g.cols) * g.cw;
      c.y = 60 + Math.floor(i / g.cols) * g.ch;
    });
    g.openCards = [];
    g.cursor = 0;
    g.wait = 0;
  }
  function flip(g, card) {
    if (!card || card.open || card.done || g.wait > 0 || g.openCards.length >= 2) return;
    card.open = true;
    g.openCards.push(card);
    g.sfx(600, 0.05, 'triangle');
    if (g.openCards.length === 2) {
      if (g.openCards[0].k === g.openCards[1].k) {
        g.openCards[0].done = g.openCards[1].done = true;
        g.openCards = [];
        g.addScore(1);
        g.burst(card.x + g.cw / 2, card.y + g.ch / 2, ai.spec.palette.accent, 12);
      } else {
        g.wait = 0.8 / ai.speed;
      }
    }
  }
  var game = ai.game({
    reset: function (g) {
      g.round = 0;
      g.limit = Math.round((40 + ai.spec.goal.target * 8) / ai.speed);
      deal(g);
    },
    key: function (g, code) {
      var n = g.cards.length;
      if (code === 'ArrowRight' || code === 'KeyD') g.cursor = (g.cursor + 1) % n;
      if (code === 'ArrowLeft' || code === 'KeyA') g.cursor = (g.cursor + n - 1) % n;
      if (code === 'ArrowDown' || code === 'KeyS') g.cursor = (g.cursor + g.cols) % n;
      if (code === 'ArrowUp' || code === 'KeyW') g.cursor = (g.cursor + n - g.cols) % n;
      if (code === 'Space' || code === 'Enter') flip(g, g.cards[g.cursor]);
    },
    tap: function (g, x, y) {
      for (var i = 0; i < g.cards.length; i++) {
        var c = g.cards[i];
        if (x > c.x && x < c.x + g.cw - 6 && y > c.y && y < c.y + g.ch - 6) {
          g.cursor = i;
          flip(g, c);
        }
      }
    },
    demo: function (g) {
      if (Math.random() < 0.05) flip(g, g.cards[Math.floor(Math.random() * g.cards.length)]);
    },
    hud: function (g, ctx) {
      ai.hud(g, ctx, 'Zeit: ' + Math.max(0, Math.ceil(g.limit - g.t)) + ' s');
    },
    update: function (g, dt) {
      if (g.wait > 0) {
        g.wait -= dt;
        if (g.wait <= 0) {
          g.openCards.forEach(function (c) {
            c.open = false;
          });
          g.openCards = [];
        }
      }
      if (ai.checkGoal(g)) return;
      if (g.t > g.limit) g.over('Die Zeit ist um!');
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, 0);
      if (!g.cards) return;
      for (var i = 0; i < g.cards.length; i++) {
        var c = g.cards[i];
        ctx.fillStyle = c.done ? 'rgba(255,255,255,0.25)' : c.open ? '#ffffff' : ai.spec.palette.player;
        g.roundRect(ctx, c.x, c.y, g.cw - 6, g.ch - 6, 8);
        ctx.fill();
        if (c.open || c.done) ai.shape(ctx, SHAPES[c.k % SHAPES.length], c.x + (g.cw - 6) / 2, c.y + (g.ch - 6) / 2, Math.min(g.cw, g.ch) / 4, COLOURS[c.k % COLOURS.length]);
        if (i === g.cursor) {
          ctx.strokeStyle = ai.spec.palette.accent;
          ctx.lineWidth = 3;
          g.roundRect(ctx, c.x - 2, c.y - 2, g.cw - 2, g.ch - 2, 9);
          ctx.stroke();
        }
      }
    },
  });
  window.Spielraum.start(game);
})();
