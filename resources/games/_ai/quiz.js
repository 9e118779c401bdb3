/* Quiz: seeded questions (arithmetic and the figures of the description), three answers each, ten seconds. */
(function () {
  'use strict';
  var ai = window.SpielraumAi;
  function question(g) {
    var r = ai.random(ai.spec.seed + g.asked * 101);
    var a = 2 + Math.floor(r() * 9);
    var b = 2 + Math.floor(r() * 9);
    var kind = Math.floor(r() * 3);
    var text;
    var right;
    if (kind === 0) {
      text = 'Wie viel ist ' + a + ' × ' + b + '?';
      right = a * b;
    } else if (kind === 1) {
      text = ai.spec.player.name + ' sammelt ' + a + ' und dann ' + b + ' Sterne. Wie viele sind es?';
      right = a + b;
    } else {
      text = 'Von ' + (a + b + 10) + ' ' + ai.spec.enemy.name + '-Gegnern verschwinden ' + b + '. Wie viele bleiben?';
      right = a + 10;
    }
    var answers = [right, right + 1 + Math.floor(r() * 3), Math.max(0, right - 1 - Math.floor(r() * 3))];
    for (var i = answers.length - 1; i > 0; i--) {
      var j = Math.floor(r() * (i + 1));
      var t = answers[i];
      answers[i] = answers[j];
      answers[j] = t;
    }
    g.q = { text: text, answers: answers, right: right, left: 10 / ai.speed };
    g.asked++;
  }
  function answer(g, index) {
    if (!g.q || index < 0 || index > 2) return;
    if (g.q.answers[index] === g.q.right) {
      g.addScore(1);
      g.flash(ai.spec.palette.accent);
      g.sfx(880, 0.1, 'triangle');
    } else {
      g.lives--;
      g.shake(6);
      g.sfx(160, 0.2, 'sawtooth');
      if (g.lives <= 0) {
        g.over('Richtig wäre ' + g.q.right + ' gewesen.');
        return;
      }
    }
    if (!ai.checkGoal(g)) question(g);
  }
  var game = ai.game({
    reset: function (g) {
      g.asked = 0;
      g.lives = ai.spec.lives > 1 ? ai.spec.lives : 3;
      question(g);
    },
    key: function (g, code) {
      if (code === 'Digit1' || code === 'Numpad1' || code === 'ArrowLeft') answer(g, 0);
      if (code === 'Digit2' || code === 'Numpad2' || code === 'ArrowDown') answer(g, 1);
      if (code === 'Digit3' || code === 'Numpad3' || code === 'ArrowRight') answer(g, 2);
    },
    tap: function (g, x, y) {
      if (y > 200 && y < 300) answer(g, Math.floor((x - 20) / 200));
    },
    demo: function (g) {
      if (Math.random() < 0.02) answer(g, Math.floor(Math.random() * 3));
    },
    hud: function (g, ctx) {
      // With lives named in the description the shared HUD shows them already.
      ai.hud(g, ctx, ai.spec.lives > 1 ? '' : 'Leben: ' + g.lives);
    },
    update: function (g, dt) {
      g.q.left -= dt;
      if (g.q.left <= 0) answer(g, g.q.answers.indexOf(g.q.right) === 0 ? 1 : 0);
    },
    draw: function (g, ctx) {
      ai.backdrop(ctx, g, g.t * 10);
      if (!g.q) return;
      ctx.fillStyle = 'rgba(0,0,0,0.45)';
      g.roundRect(ctx, 20, 90, 600, 90, 12);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.font = '700 20px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(g.q.text, 320, 140, 580);
      for (var i = 0; i < 3; i++) {
        ctx.fillStyle = ai.spec.palette.player;
        g.roundRect(ctx, 30 + i * 200, 210, 180, 80, 12);
        ctx.fill();
        ctx.fillStyle = '#111';
        ctx.font = '800 26px system-ui, sans-serif';
        ctx.fillText(i + 1 + ')  ' + g.q.answers[i], 120 + i * 200, 260);
      }
      ctx.fillStyle = ai.spec.palette.accent;
      ctx.fillRect(20, 320, (600 * Math.max(0, g.q.left)) / (10 / ai.speed), 8);
      ctx.textAlign = 'left';
      ai.figure(ctx, 'player', 600, 60, 16, true);
    },
  });
  window.Spielraum.start(game);
})();
