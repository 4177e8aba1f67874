// SPDX-License-Identifier: MIT
#include "app/live/venue_pages.h"

#include "reports/markup.h"

#include <fmt/format.h>

namespace live {
namespace {

constexpr std::string_view Style = R"(*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font:16px/1.4 system-ui,"Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif;background:#f4f5f7;color:#1b1d21}
header{display:flex;flex-wrap:wrap;gap:.5em;align-items:center;justify-content:space-between;padding:.6em .8em;background:#1f3b5c;color:#fff}
header h1{font-size:1.1em;margin:0}
header .who{font-size:.9em;opacity:.9}
main{max-width:46em;margin:0 auto;padding:.8em}
button,input,select{font:inherit;min-height:2.75em;padding:.3em .7em;border-radius:.4em;border:1px solid #9aa3ad;background:#fff}
button{cursor:pointer;background:#e8ecf1}
button.primary{background:#1f5fa8;color:#fff;border-color:#1f5fa8}
header button,header a{color:#fff;background:transparent;border-color:#fff8;text-decoration:none;min-height:2.2em;padding:.2em .6em;border:1px solid #fff8;border-radius:.4em}
form{display:grid;gap:.6em;background:#fff;padding:1em;border-radius:.6em;margin-bottom:1em}
label{display:grid;gap:.2em;font-size:.95em;min-width:0}
form select,form input,form textarea{width:100%;min-width:0}
textarea{font:inherit;padding:.3em .7em;border-radius:.4em;border:1px solid #9aa3ad}
.tabs{display:flex;gap:.4em;margin-bottom:.6em;flex-wrap:wrap}
.tabs button[aria-selected=true]{background:#1f5fa8;color:#fff}
.message{min-height:1.4em;color:#a4262c}
.message.ok{color:#1e6b34}
.board{background:#fff;border-radius:.6em;padding:.6em .7em;margin-bottom:.6em;border-left:.35em solid #c9d1da}
.board.done{border-left-color:#2e8b57}
.board.conflict{border-left-color:#c0392b;background:#fff4f2}
.board .line{display:flex;justify-content:space-between;gap:.5em;align-items:baseline}
.board .names{font-weight:600;overflow-wrap:anywhere}
.board .result{font-size:1.2em;font-weight:700;white-space:nowrap}
.board .keys{display:grid;grid-template-columns:repeat(3,1fr);gap:.35em;margin-top:.5em}
.board .keys button{padding:.2em}
.board .note{font-size:.9em;color:#a4262c}
.board .proposal{font-size:.9em;color:#5a4a00;background:#fff8dc;padding:.2em .45em;border-radius:.3em;margin-top:.35em}
.board .proposal.confirmed{color:#1e6b34;background:#eaf6ee}
.board button.accept{width:100%;margin-top:.45em}
.board #check-in-me{width:100%;margin-top:.45em}
table.checkin{table-layout:fixed}
table.checkin td:first-child{width:2.6em}
table.checkin td:nth-child(2){overflow-wrap:anywhere}
table.checkin td:last-child{width:6.6em;text-align:right}
table.checkin tr.present td{background:#eaf6ee}
#checkin button[data-apply]{width:100%;margin:.5em 0 1em}
#incident-message button,#changes-message button{display:block;width:100%;margin-top:.45em}
#changes{table-layout:fixed}
#changes td:first-child{white-space:normal}
#changes td:last-child{width:5.6em;text-align:right}
#changes .when{font-size:.85em;color:#4a5260;overflow-wrap:anywhere}
#changes .what{font-family:ui-monospace,monospace;font-size:.85em;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
#changes tr.undone .what{text-decoration:line-through;color:#7a818c}
#changes span.undone{font-size:.85em;color:#7a818c}
#all-codes button{width:100%;margin-bottom:.5em}
#accounts{table-layout:fixed;margin-bottom:.8em}
#accounts td:last-child{width:6.4em;text-align:right}
#accounts .who{font-weight:600;overflow-wrap:anywhere}
#accounts .what{font-size:.85em;color:#4a5260;overflow-wrap:anywhere}
#accounts tr.undone .who{color:#7a818c}
#code-slips{max-width:46em;margin:0 auto;padding:.8em;display:grid;grid-template-columns:repeat(auto-fill,minmax(15em,1fr));gap:.5em}
#code-slips h2,#code-slips>button{grid-column:1/-1}
.slip{background:#fff;border:1px dashed #6b7480;border-radius:.3em;padding:.6em .7em;break-inside:avoid;font-size:.9em}
.slip .who{font-weight:600;overflow-wrap:anywhere}
.slip .code{font-family:ui-monospace,monospace;font-size:1.5em;letter-spacing:.06em;margin-top:.2em}
@media print{body>*:not(#code-slips){display:none!important}#code-slips .no-print{display:none}body{background:#fff}#code-slips{max-width:none;padding:0}}
h2{font-size:1.05em;margin:1.2em 0 .5em}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:.6em;overflow:hidden}
td,th{padding:.4em .5em;border-bottom:1px solid #e3e6ea;text-align:left;font-size:.95em;overflow-wrap:break-word}
td:first-child,td button{white-space:nowrap}
#players{table-layout:fixed}
#players td:first-child{width:4.6em}
#players td:nth-child(2){overflow-wrap:anywhere}
#players td:nth-child(3){width:6.2em;word-break:break-all}
#players td:nth-child(4){width:6.4em}
td button{min-height:2.2em;padding:.2em .5em}
.code{font-family:ui-monospace,monospace;font-size:1em}
)";

// The words of the pages, by language, and the behaviour of both pages.
constexpr std::string_view Script = R"('use strict';
(function () {
  var WORDS = {
    en: {
      title: 'Arbiter venue', signIn: 'Sign in', staff: 'Arbiter / organizer', player: 'Player',
      setup: 'Chief arbiter setup', name: 'Name', password: 'Password',
      code: 'Code from your pairing slip', setupCode: 'Setup code (printed by the server)',
      create: 'Create the chief arbiter', signOut: 'Sign out', boards: 'Boards',
      noBoards: 'No boards for you in the current round.', board: 'Board', round: 'Round',
      saved: 'Saved', changed: 'Another station entered {0} meanwhile. Tap again to correct it.',
      accounts: 'Accounts', addAccount: 'Add account', role: 'Role', area: 'Area (e.g. Open:1-20)',
      chief: 'Chief arbiter', deputy: 'Deputy arbiter', organizer: 'Organizer',
      players: 'Player codes', issue: 'New code', sessions: 'Signed in', end: 'End',
      station: 'Station', since: 'Since', yourBoard: 'Your board', language: '中文',
      'not-signed-in': 'Please sign in.', 'bad-credentials': 'Name, password or code is wrong.',
      'locked-out': 'Too many failed attempts: the account is locked for 15 minutes.',
      'too-many-attempts': 'Too many failed attempts from this device: wait 15 minutes.',
      disabled: 'This account is disabled.', forbidden: 'Not allowed for your account.',
      'setup-done': 'The chief arbiter exists already: sign in.',
      'weak-password': 'A password needs at least 12 characters.',
      'name-taken': 'That name is taken.', 'bad-request': 'Something in the form is not right.',
      'no-such-player': 'No such player.', csrf: 'The page is out of date: reload it.',
      'action-refused': 'Refused by the rules', 'board-changed': 'Changed meanwhile.',
      failed: 'The server did not answer.',
      proposeNote: 'Tap the result of your game: your opponent confirms it, then an arbiter.',
      proposed: '{0} proposed by {1}', confirmed: 'confirmed by the opponent',
      waiting: 'waiting for the opponent', accept: 'Accept',
      'result-stored': 'This game has its result already.',
      checkIn: 'Check-in', checkInNow: 'Check in', undoCheckIn: 'Take back',
      checkedIn: 'You are checked in.', notCheckedIn: 'Check in before the round is paired.',
      present: 'Present', absent: 'Not yet', presentCount: '{0} of {1} present',
      applyCheckIn: 'Apply the check-in for round {0}',
      checkInApplied: 'Check-in applied: the others have a zero-point bye.',
      'no-round-to-check-in': 'Every round is paired.',
      'not-available': 'This player cannot play that round.',
      'none-checked-in': 'Nobody is marked present yet.',
      incident: 'Record an incident', late: 'Late arrival', penalty: 'Penalty (Laws 12.9)',
      kind: 'Incident', who: 'Player', white: 'White', black: 'Black', both: 'Both',
      minutesLate: 'Minutes late', article: 'Article applied (e.g. 11.3)', option: 'Penalty',
      minutes: 'Minutes', rounds: 'Rounds excluded', score: "Offender's score in the game",
      note: 'Note', record: 'Record', applyForfeit: 'Apply the forfeit',
      claim: 'Draw claim (Laws 9.2, 9.3)', moves: 'Moves of the scoresheet up to the claim',
      claimKind: 'Claimed under', threefoldOrFifty: 'Threefold or fifty moves',
      threefold: 'Threefold repetition', fifty: 'Fifty moves',
      writtenMove: 'Move written, not played (if any)',
      'claim-not-judged': 'Cannot be judged',
      changes: 'Changes', undo: 'Undo', undoAnyway: 'Undo anyway', undone: 'undone',
      'undo-refused': 'Not undone',
      allCodes: 'New codes for all of {0}, to print',
      allCodesConfirm: 'Every player of {0} gets a new code and the earlier codes stop working. Go on?',
      slips: 'Sign-in codes', print: 'Print', signInAt: 'Sign in at {0} with the code:',
      disable: 'Disable', enable: 'Enable', disabledMark: 'disabled', everyBoard: 'every board'
    },
    zh: {
      title: '赛场系统', signIn: '登录', staff: '裁判 / 组织者', player: '棋手',
      setup: '设置总裁判', name: '姓名', password: '密码',
      code: '对阵单上的代码', setupCode: '设置代码（服务器启动时打印）',
      create: '创建总裁判账户', signOut: '退出', boards: '台次',
      noBoards: '本轮没有分配给您的台次。', board: '台', round: '轮',
      saved: '已保存', changed: '另一终端已录入 {0}。如需更正，请再点一次。',
      accounts: '账户', addAccount: '添加账户', role: '角色', area: '范围（例如 Open:1-20）',
      chief: '总裁判', deputy: '副裁判', organizer: '组织者',
      players: '棋手代码', issue: '新代码', sessions: '在线终端', end: '结束',
      station: '终端', since: '登录时间', yourBoard: '您的台次', language: 'English',
      'not-signed-in': '请先登录。', 'bad-credentials': '姓名、密码或代码有误。',
      'locked-out': '失败次数过多：账户锁定15分钟。',
      'too-many-attempts': '本设备失败次数过多：请等待15分钟。',
      disabled: '此账户已停用。', forbidden: '您的账户无此权限。',
      'setup-done': '总裁判账户已存在，请登录。',
      'weak-password': '密码至少需要12个字符。',
      'name-taken': '该名称已被使用。', 'bad-request': '表单内容有误。',
      'no-such-player': '没有该棋手。', csrf: '页面已过期，请刷新。',
      'action-refused': '规则不允许', 'board-changed': '已被修改。',
      failed: '服务器没有响应。',
      proposeNote: '请点击您的对局结果：对手确认后，由裁判最终确认。',
      proposed: '{1} 报告结果 {0}', confirmed: '对手已确认',
      waiting: '等待对手确认', accept: '确认',
      'result-stored': '该对局已有结果。',
      checkIn: '报到', checkInNow: '报到', undoCheckIn: '撤销',
      checkedIn: '您已报到。', notCheckedIn: '请在编排前报到。',
      present: '已报到', absent: '未报到', presentCount: '已报到 {0} / {1}',
      applyCheckIn: '确认第 {0} 轮报到',
      checkInApplied: '报到已确认：未报到者记零分轮空。',
      'no-round-to-check-in': '所有轮次都已编排。',
      'not-available': '该棋手不能参加该轮。',
      'none-checked-in': '还没有人报到。',
      incident: '记录事件', late: '迟到', penalty: '处罚（规则 12.9）',
      kind: '事件', who: '棋手', white: '白方', black: '黑方', both: '双方',
      minutesLate: '迟到分钟数', article: '所依据的条款（例如 11.3）', option: '处罚方式',
      minutes: '分钟', rounds: '停赛轮数', score: '违规方本局得分',
      note: '备注', record: '记录', applyForfeit: '判弃权负',
      claim: '提和申请（规则 9.2、9.3）', moves: '记录纸上直到提和时的着法',
      claimKind: '申请依据', threefoldOrFifty: '三次重复或五十回合',
      threefold: '三次重复局面', fifty: '五十回合',
      writtenMove: '写下而未走出的着法（如有）',
      'claim-not-judged': '无法判定',
      changes: '操作记录', undo: '撤销', undoAnyway: '仍然撤销', undone: '已撤销',
      'undo-refused': '未撤销',
      allCodes: '为{0}全部棋手生成新代码（打印）',
      allCodesConfirm: '{0}的每位棋手都将获得新代码，之前的代码将失效。继续吗？',
      slips: '登录代码', print: '打印', signInAt: '请在 {0} 用以下代码登录：',
      disable: '停用', enable: '启用', disabledMark: '已停用', everyBoard: '全部台次'
    }
  };
  var lang = document.documentElement.lang === 'zh' ? 'zh' : 'en';
  var W = WORDS[lang];
  var RESULTS = [['1-0', '1-0'], ['1/2-1/2', '½-½'], ['0-1', '0-1'], ['+/-', '+/−'],
                 ['-/+', '−/+'], ['*', '*']];
  function shown(result) {
    for (var i = 0; i < RESULTS.length; i++) if (RESULTS[i][0] === result) return RESULTS[i][1];
    return result;
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'on') Object.keys(attrs.on).forEach(function (e) { node.addEventListener(e, attrs.on[e]); });
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }
  var csrf = '';
  function call(method, path, body) {
    var init = { method: method, credentials: 'same-origin', headers: {} };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.headers['X-CSRF-Token'] = csrf;
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (data) {
        return { status: r.status, data: data };
      });
    }, function () { return { status: 0, data: { error: { code: 'failed' } } }; });
  }
  function say(node, answer) {
    var error = answer.data && answer.data.error ? answer.data.error : { code: 'failed' };
    var reason = error.reasons ? error.reasons[lang] : '';
    node.className = 'message';
    node.textContent = (W[error.code] || error.code) + (reason ? (lang === 'zh' ? '：' : ': ') + reason : '');
  }
  function header(who) {
    var other = lang === 'zh' ? 'en' : 'zh';
    var right = el('div', {}, [el('a', { href: location.pathname + '?lang=' + other, text: W.language, id: 'language' })]);
    if (who) {
      right.insertBefore(el('span', { 'class': 'who', text: who + ' ' }), right.firstChild);
      right.appendChild(document.createTextNode(' '));
      right.appendChild(el('button', { id: 'sign-out', text: W.signOut, on: { click: function () {
        call('POST', '/api/logout', {}).then(function () { location.href = '/login?lang=' + lang; });
      } } }));
    }
    document.body.insertBefore(el('header', {}, [el('h1', { text: W.title }), right]), document.body.firstChild);
    document.title = W.title;
  }

  function loginPage(main) {
    csrf = document.querySelector('meta[name=csrf]').content;
    var setupOpen = document.querySelector('meta[name=setup]').content === 'open';
    header('');
    var message = el('p', { 'class': 'message', role: 'alert', id: 'message' });
    var forms = {};
    function field(label, name, type, extra) {
      var input = el('input', Object.assign({ name: name, id: name, type: type || 'text', required: '' }, extra || {}));
      return el('label', { text: label }, [input]);
    }
    function send(path, form, names) {
      var body = {};
      names.forEach(function (n) { body[n] = form.elements[n].value; });
      call('POST', path, body).then(function (answer) {
        if (answer.status === 200) location.href = '/station?lang=' + lang;
        else say(message, answer);
      });
    }
    forms.staff = el('form', { id: 'staff-form' }, [field(W.name, 'name', 'text', { autocomplete: 'username' }),
      field(W.password, 'password', 'password', { autocomplete: 'current-password' }),
      el('button', { 'class': 'primary', type: 'submit', text: W.signIn })]);
    forms.staff.addEventListener('submit', function (e) { e.preventDefault(); send('/api/login', forms.staff, ['name', 'password']); });
    forms.player = el('form', { id: 'player-form' }, [field(W.code, 'code', 'text', { autocomplete: 'one-time-code', autocapitalize: 'characters' }),
      el('button', { 'class': 'primary', type: 'submit', text: W.signIn })]);
    forms.player.addEventListener('submit', function (e) { e.preventDefault(); send('/api/login', forms.player, ['code']); });
    var tabs = el('div', { 'class': 'tabs', role: 'tablist' });
    var order = ['staff', 'player'];
    if (setupOpen) {
      forms.setup = el('form', { id: 'setup-form' }, [field(W.setupCode, 'code', 'text'), field(W.name, 'name'),
        field(W.password, 'password', 'password', { autocomplete: 'new-password', minlength: '12' }),
        el('button', { 'class': 'primary', type: 'submit', text: W.create })]);
      forms.setup.addEventListener('submit', function (e) { e.preventDefault(); send('/api/setup', forms.setup, ['code', 'name', 'password']); });
      order.unshift('setup');
    }
    function choose(which) {
      order.forEach(function (k) {
        forms[k].hidden = k !== which;
        document.getElementById('tab-' + k).setAttribute('aria-selected', String(k === which));
      });
      message.textContent = '';
    }
    order.forEach(function (k) {
      tabs.appendChild(el('button', { id: 'tab-' + k, role: 'tab', type: 'button', text: W[k], on: { click: function () { choose(k); } } }));
    });
    main.appendChild(el('h2', { text: W.signIn }));
    main.appendChild(tabs);
    order.forEach(function (k) { main.appendChild(forms[k]); });
    main.appendChild(message);
    choose(order[0]);
  }

  function boardCard(board, message, reload) {
    var card = el('div', { 'class': 'board' + (board.result !== '*' ? ' done' : ''), id: 'board-' + board.section + '-' + board.board,
                           'data-version': board.version, tabindex: '0' });
    card.appendChild(el('div', { 'class': 'line' }, [
      el('span', { text: W.board + ' ' + board.board + ' · ' + board.section + ' · ' + W.round + ' ' + board.round }),
      el('span', { 'class': 'result', text: shown(board.result) })]));
    card.appendChild(el('div', { 'class': 'names', text: board.white + ' – ' + board.black }));
    var note = el('div', { 'class': 'note', role: 'status' });
    card.appendChild(note);
    var proposal = board.proposal;
    if (proposal)
      card.appendChild(el('div', { 'class': 'proposal' + (proposal.confirmed ? ' confirmed' : ''),
        text: W.proposed.replace('{0}', shown(proposal.result)).replace('{1}', proposal.by) + ' · ' +
              (proposal.confirmed ? W.confirmed : W.waiting) }));
    if (board.mayPropose) {
      var proposing = el('div', { 'class': 'keys' });
      RESULTS.slice(0, 3).forEach(function (r) {
        proposing.appendChild(el('button', { type: 'button', 'data-propose': r[0], text: r[1], on: { click: function () {
          call('POST', '/api/proposals', { section: board.section, round: board.round, board: board.board,
                                           result: r[0] }).then(function (answer) {
            if (answer.status === 200) reload(); else say(note, answer);
          });
        } } }));
      });
      card.appendChild(proposing);
    }
    if (!board.mayEnter) return card;
    function enter(result) {
      call('POST', '/api/results', { section: board.section, round: board.round, board: board.board,
                                     result: result, version: card.getAttribute('data-version') }).then(function (answer) {
        if (answer.status === 200) { reload(); return; }
        if (answer.status === 409 && answer.data.version !== undefined) {
          card.setAttribute('data-version', answer.data.version);
          card.className = 'board conflict';
          card.querySelector('.result').textContent = shown(answer.data.version.split(':')[0]);
          note.textContent = W.changed.replace('{0}', shown(answer.data.version.split(':')[0]));
          return;
        }
        say(note, answer);
      });
    }
    if (proposal)
      card.appendChild(el('button', { type: 'button', 'class': 'primary accept',
        text: W.accept + ' ' + shown(proposal.result), on: { click: function () { enter(proposal.result); } } }));
    var keys = el('div', { 'class': 'keys' });
    RESULTS.forEach(function (r) {
      keys.appendChild(el('button', { type: 'button', 'data-result': r[0], text: r[1], on: { click: function () { enter(r[0]); } } }));
    });
    card.appendChild(keys);
    card.addEventListener('keydown', function (e) {
      var key = { '1': '1-0', '0': '0-1', '5': '1/2-1/2', '=': '1/2-1/2' }[e.key];
      if (key) { e.preventDefault(); enter(key); }
    });
    return card;
  }

  function stationPage(main) {
    call('GET', '/api/me').then(function (me) {
      if (me.status !== 200) { location.href = '/login?lang=' + lang; return; }
      csrf = me.data.csrf;
      header((me.data.playerName || me.data.name) + ' · ' + (W[me.data.role] || me.data.role));
      var message = el('p', { 'class': 'message', role: 'alert', id: 'message' });
      var list = el('div', { id: 'boards' });
      main.appendChild(el('h2', { text: me.data.role === 'player' ? W.yourBoard : W.boards }));
      main.appendChild(list);
      if (me.data.role === 'player') main.appendChild(el('p', { text: W.proposeNote }));
      main.appendChild(message);
      var incidentBoards = me.data.role === 'chief' || me.data.role === 'deputy' ? incidentPanel(main) : null;
      function loadBoards() {
        call('GET', '/api/boards').then(function (answer) {
          if (answer.status !== 200) { say(message, answer); return; }
          if (incidentBoards) incidentBoards(answer.data.boards);
          var focused = document.activeElement && document.activeElement.closest ? document.activeElement.closest('.board') : null;
          var focusedId = focused ? focused.id : '';
          list.textContent = '';
          answer.data.boards.forEach(function (b) { list.appendChild(boardCard(b, message, loadBoards)); });
          if (!answer.data.boards.length) list.appendChild(el('p', { text: W.noBoards }));
          var again = focusedId ? document.getElementById(focusedId) : null;
          if (again) again.focus();
        });
      }
      loadBoards();
      var reloaders = [loadBoards];
      if (me.data.role !== 'deputy') reloaders.push(checkIn(main, me.data.role === 'player'));
      if (window.EventSource)
        new EventSource('/api/events').onmessage = function () { reloaders.forEach(function (f) { f(); }); };
      if (me.data.role === 'chief') reloaders.push(changeList(main));
      if (me.data.role === 'chief') chiefTools(main);
      if (me.data.role === 'chief' || me.data.role === 'organizer') playerCodes(main);
      if (me.data.role === 'chief') sessionList(main);
    });
  }

  // The check-in for each section's next round: a player checks himself in,
  // the chief and the organizer keep the table and apply it.
  function checkIn(main, mine) {
    var box = el('div', { id: 'checkin' });
    var message = el('p', { 'class': 'message', role: 'status' });
    main.appendChild(el('h2', { text: W.checkIn }));
    main.appendChild(box);
    function mark(player, present) {
      call('POST', '/api/checkin', { player: player, present: present }).then(function (a) {
        if (a.status === 200) load(); else say(message, a);
      });
    }
    function apply(section) {
      call('POST', '/api/checkin/apply', { section: section }).then(function (a) {
        if (a.status === 200) { load(); message.className = 'message ok'; message.textContent = W.checkInApplied; }
        else say(message, a);
      });
    }
    function mySection(s) {
      var me = s.players[0];
      box.appendChild(el('div', { 'class': 'board' + (me.present ? ' done' : '') }, [
        el('div', { 'class': 'line' }, [el('span', { text: W.round + ' ' + s.round + ' · ' + s.section }),
                                        el('span', { 'class': 'result', text: me.present ? '✓' : '' })]),
        el('div', { text: me.present ? W.checkedIn : W.notCheckedIn }),
        el('button', { type: 'button', id: 'check-in-me', 'class': me.present ? '' : 'primary',
                       text: me.present ? W.undoCheckIn : W.checkInNow,
                       on: { click: function () { mark(me.id, !me.present); } } })]));
    }
    function tableSection(s) {
      var present = s.players.filter(function (p) { return p.present; }).length;
      box.appendChild(el('p', { text: s.section + ' · ' + W.round + ' ' + s.round + ' · ' +
                                      W.presentCount.replace('{0}', present).replace('{1}', s.players.length) }));
      var table = el('table', { 'class': 'checkin', 'data-section': s.section });
      s.players.forEach(function (p) {
        table.appendChild(el('tr', { 'class': p.present ? 'present' : '' }, [
          el('td', { text: String(p.number) }), el('td', { text: p.name }),
          el('td', {}, [el('button', { type: 'button', 'data-player': String(p.id), text: p.present ? W.present : W.absent,
                                       on: { click: function () { mark(p.id, !p.present); } } })])]));
      });
      box.appendChild(table);
      box.appendChild(el('button', { type: 'button', 'class': 'primary', 'data-apply': s.section,
                                     text: W.applyCheckIn.replace('{0}', s.round),
                                     on: { click: function () { apply(s.section); } } }));
    }
    function load() {
      call('GET', '/api/checkin').then(function (answer) {
        if (answer.status !== 200) { say(message, answer); return; }
        box.textContent = '';
        answer.data.sections.forEach(mine ? mySection : tableSection);
        box.appendChild(message);
      });
    }
    load();
    return load;
  }

  // A late arrival or a penalty on a board of the arbiter's area: the form
  // stays as it is while the boards above refresh; the rules' decision is
  // said under it, with the forfeit to apply when the rules propose one.
  function incidentPanel(main) {
    var message = el('p', { 'class': 'message', role: 'status', id: 'incident-message' });
    var boardSelect = el('select', { name: 'board' });
    var kind = el('select', { name: 'kind' }, ['late', 'penalty', 'claim'].map(function (k) { return el('option', { value: k, text: W[k] }); }));
    var who = el('select', { name: 'player' });
    var option = el('select', { name: 'option' });
    var claimKind = el('select', { name: 'claimKind' }, [['both', 'threefoldOrFifty'], ['threefold', 'threefold'], ['fifty', 'fifty']].map(function (c) {
      return el('option', { value: c[0], text: W[c[1]] });
    }));
    function field(label, name, type, extra) {
      return el('label', { text: label, 'data-for': name }, [el('input', Object.assign({ name: name, type: type || 'text' }, extra || {}))]);
    }
    var form = el('form', { id: 'incident-form' }, [
      el('label', { text: W.board }, [boardSelect]), el('label', { text: W.kind }, [kind]),
      el('label', { text: W.who }, [who]),
      field(W.minutesLate, 'minutesLate', 'number', { min: '0', step: '1', inputmode: 'numeric' }),
      field(W.article, 'article'), el('label', { text: W.option, 'data-for': 'option' }, [option]),
      field(W.minutes, 'minutes', 'number', { min: '1', step: '1', inputmode: 'numeric' }),
      field(W.rounds, 'rounds', 'number', { min: '1', step: '1', inputmode: 'numeric' }),
      field(W.score, 'score', 'text', { inputmode: 'decimal' }), field(W.note, 'note'),
      el('label', { text: W.moves, 'data-for': 'moves' }, [el('textarea', { name: 'moves', rows: '5', spellcheck: 'false',
                                                                           autocapitalize: 'off', placeholder: '1. e4 e5 2. 马g1-f3 …' })]),
      el('label', { text: W.claimKind, 'data-for': 'claimKind' }, [claimKind]),
      field(W.writtenMove, 'writtenMove', 'text', { autocapitalize: 'off' }),
      el('button', { type: 'submit', 'class': 'primary', text: W.record }), message]);
    function shownFields() {
      var late = kind.value === 'late', claim = kind.value === 'claim';
      var sides = late ? ['white', 'black', 'both'] : ['white', 'black'];
      who.parentNode.hidden = claim;
      var chosen = who.value;
      who.textContent = '';
      sides.forEach(function (w) { who.appendChild(el('option', { value: w, text: W[w] })); });
      if (sides.indexOf(chosen) >= 0) who.value = chosen;
      var o = option.value;
      var penalty = kind.value === 'penalty';
      var need = { minutesLate: late, article: penalty, option: penalty, note: penalty,
                   minutes: penalty && (o === 'time-to-opponent' || o === 'time-deducted'),
                   rounds: penalty && o === 'exclusion', score: penalty && o === 'score-reduced',
                   moves: claim, claimKind: claim, writtenMove: claim };
      Array.prototype.forEach.call(form.querySelectorAll('[data-for]'), function (l) { l.hidden = !need[l.getAttribute('data-for')]; });
    }
    kind.addEventListener('change', shownFields);
    option.addEventListener('change', shownFields);
    call('GET', '/api/penalty-options').then(function (answer) {
      if (answer.status !== 200) return;
      answer.data.options.forEach(function (o) { option.appendChild(el('option', { value: o.code, text: o.words[lang] })); });
      shownFields();
    });
    function send(body) {
      call('POST', body.moves !== undefined ? '/api/claims' : '/api/incidents', body).then(function (answer) {
        if (answer.status !== 200) { say(message, answer); return; }
        message.className = 'message ok';
        message.textContent = answer.data.incident.words[lang];
        if (answer.data.incident.forfeitProposed) {
          var again = Object.assign({}, body, { forfeit: true });
          message.appendChild(el('button', { type: 'button', id: 'apply-forfeit', 'class': 'primary', text: W.applyForfeit,
                                             on: { click: function () { send(again); } } }));
        }
      });
    }
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var at = boardSelect.value.split('|');
      var body = { section: at[0], round: Number(at[1]), board: Number(at[2]) };
      var v = function (n) { return form.elements[n].value; };
      if (kind.value === 'claim') {
        body.moves = v('moves'); body.claim = claimKind.value; body.writtenMove = v('writtenMove');
        send(body);
        return;
      }
      body.kind = kind.value; body.player = who.value;
      if (kind.value === 'late') body.secondsLate = Math.round(Number(v('minutesLate') || 0) * 60);
      else {
        body.article = v('article'); body.option = option.value; body.note = v('note');
        if (v('minutes')) body.seconds = Math.round(Number(v('minutes')) * 60);
        if (v('rounds')) body.rounds = Number(v('rounds'));
        if (v('score')) body.score = v('score');
      }
      send(body);
    });
    var box = el('div', { id: 'incident' }, [el('h2', { text: W.incident }), form]);
    main.appendChild(box);
    shownFields();
    // The boards he may arbitrate, kept chosen across refreshes.
    return function (boards) {
      var chosen = boardSelect.value;
      boardSelect.textContent = '';
      boards.filter(function (b) { return b.mayEnter; }).forEach(function (b) {
        boardSelect.appendChild(el('option', { value: b.section + '|' + b.round + '|' + b.board,
          text: W.board + ' ' + b.board + ' · ' + b.section + ' · ' + b.white + ' – ' + b.black }));
      });
      if (chosen && boardSelect.querySelector('option[value="' + chosen.replace(/"/g, '') + '"]')) boardSelect.value = chosen;
      box.hidden = !boardSelect.options.length;
    };
  }

  // The chief's override list: the latest changes of any seat, each with
  // its undo; a refusal says why, and offers to force it where the rules allow.
  function changeList(main) {
    var table = el('table', { id: 'changes' });
    var message = el('p', { 'class': 'message', role: 'status', id: 'changes-message' });
    main.appendChild(el('h2', { text: W.changes }));
    main.appendChild(message);
    main.appendChild(table);
    function undo(id, force) {
      call('POST', '/api/undo', { id: id, force: force }).then(function (answer) {
        if (answer.status === 200) { message.textContent = ''; load(); return; }
        say(message, answer);
        var error = answer.data && answer.data.error;
        if (error && error.mayForce)
          message.appendChild(el('button', { type: 'button', id: 'undo-anyway', 'class': 'primary', text: W.undoAnyway,
                                             on: { click: function () { undo(id, true); } } }));
      });
    }
    function load() {
      call('GET', '/api/changes').then(function (answer) {
        if (answer.status !== 200) return;
        table.textContent = '';
        answer.data.changes.forEach(function (c) {
          var info = el('td', {}, [el('div', { 'class': 'when', text: '#' + c.id + ' · ' + c.at.replace('T', ' ').replace('Z', '') + ' · ' + c.who }),
                                   el('div', { 'class': 'what', text: c.action, title: c.action })]);
          var last = el('td');
          if (c.undone) last.appendChild(el('span', { 'class': 'undone', text: W.undone }));
          else if (c.undoable) last.appendChild(el('button', { type: 'button', 'data-undo': String(c.id), text: W.undo,
                                                                on: { click: function () { undo(c.id, false); } } }));
          table.appendChild(el('tr', { 'class': c.undone ? 'undone' : '' }, [info, last]));
        });
      });
    }
    load();
    return load;
  }

  function chiefTools(main) {
    var message = el('p', { 'class': 'message', role: 'status' });
    var role = el('select', { name: 'role' }, ['deputy', 'organizer', 'chief'].map(function (r) {
      return el('option', { value: r, text: W[r] });
    }));
    var form = el('form', { id: 'account-form' }, [
      el('label', { text: W.name }, [el('input', { name: 'name', required: '' })]),
      el('label', { text: W.role }, [role]),
      el('label', { text: W.area }, [el('input', { name: 'area' })]),
      el('label', { text: W.password }, [el('input', { name: 'password', type: 'password', minlength: '12', autocomplete: 'new-password' })]),
      el('button', { type: 'submit', 'class': 'primary', text: W.addAccount }), message]);
    var list = el('table', { id: 'accounts' });
    function load() {
      call('GET', '/api/accounts').then(function (answer) {
        if (answer.status !== 200) return;
        list.textContent = '';
        answer.data.accounts.forEach(function (a) {
          var what = (W[a.role] || a.role) + (a.role === 'deputy' ? ' · ' + (a.area || W.everyBoard) : '') +
                     (a.disabled ? ' · ' + W.disabledMark : '');
          list.appendChild(el('tr', { 'class': a.disabled ? 'undone' : '' }, [
            el('td', {}, [el('div', { 'class': 'who', text: a.name }), el('div', { 'class': 'what', text: what })]),
            el('td', {}, a.role === 'chief' ? [] : [el('button', { type: 'button', 'data-disable': a.name,
              text: a.disabled ? W.enable : W.disable, on: { click: function () {
                call('POST', '/api/accounts/disable', { name: a.name, disabled: !a.disabled }).then(function (r) {
                  if (r.status === 200) load(); else say(message, r);
                });
              } } })])]));
        });
      });
    }
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      call('POST', '/api/accounts', { name: form.elements.name.value, role: role.value,
                                      area: form.elements.area.value, password: form.elements.password.value }).then(function (answer) {
        if (answer.status === 200) { message.className = 'message ok'; message.textContent = W.saved + ': ' + answer.data.name; form.reset(); load(); }
        else say(message, answer);
      });
    });
    main.appendChild(el('h2', { text: W.accounts }));
    main.appendChild(list);
    main.appendChild(form);
    load();
  }

  // A sheet of slips, one per player, for the printer (only it is printed).
  function codeSlips(answer) {
    var old = document.getElementById('code-slips');
    if (old) old.remove();
    var address = location.origin + '/login';
    var sheet = el('section', { id: 'code-slips' }, [
      el('h2', { text: W.slips + ' · ' + answer.section }),
      el('button', { type: 'button', 'class': 'primary no-print', text: W.print, on: { click: function () { window.print(); } } })]);
    answer.codes.forEach(function (c) {
      sheet.appendChild(el('div', { 'class': 'slip' }, [
        el('div', { 'class': 'who', text: answer.section + ' ' + c.number + ' · ' + c.name }),
        el('div', { text: W.signInAt.replace('{0}', address) }),
        el('div', { 'class': 'code', text: c.code })]));
    });
    document.body.appendChild(sheet);
    sheet.scrollIntoView();
  }

  function playerCodes(main) {
    var table = el('table', { id: 'players' });
    var sections = el('div', { id: 'all-codes' });
    main.appendChild(el('h2', { text: W.players }));
    main.appendChild(sections);
    main.appendChild(table);
    call('GET', '/api/players').then(function (answer) {
      if (answer.status !== 200) return;
      var seen = {};
      answer.data.players.forEach(function (p) {
        if (seen[p.section]) return;
        seen[p.section] = true;
        sections.appendChild(el('button', { type: 'button', 'data-all-codes': p.section, text: W.allCodes.replace('{0}', p.section),
          on: { click: function () {
            if (!window.confirm(W.allCodesConfirm.replace('{0}', p.section))) return;
            call('POST', '/api/player-codes/all', { section: p.section }).then(function (a) {
              if (a.status === 200) codeSlips(a.data);
            });
          } } }));
      });
      answer.data.players.forEach(function (p) {
        var code = el('td', { 'class': 'code' });
        table.appendChild(el('tr', {}, [el('td', { text: p.section + ' ' + p.number }), el('td', { text: p.name }), code,
          el('td', {}, [el('button', { type: 'button', text: W.issue, on: { click: function () {
            call('POST', '/api/player-codes', { player: p.id }).then(function (a) {
              code.textContent = a.status === 200 ? a.data.code : (W[a.data.error.code] || a.data.error.code);
            });
          } } })])]));
      });
    });
  }

  function sessionList(main) {
    var table = el('table', { id: 'sessions' });
    main.appendChild(el('h2', { text: W.sessions }));
    main.appendChild(table);
    function load() {
      call('GET', '/api/sessions').then(function (answer) {
        if (answer.status !== 200) return;
        table.textContent = '';
        table.appendChild(el('tr', {}, [el('th', { text: W.name }), el('th', { text: W.station }), el('th', { text: W.since }), el('th')]));
        answer.data.sessions.forEach(function (s) {
          table.appendChild(el('tr', {}, [el('td', { text: s.account }), el('td', { text: s.station }), el('td', { text: s.since.replace('T', ' ').replace('Z', '') }),
            el('td', {}, [el('button', { type: 'button', text: W.end, on: { click: function () { call('POST', '/api/sessions/end', { id: s.id }).then(load); } } })])]));
        });
      });
    }
    load();
  }

  var main = document.querySelector('main');
  if (document.body.dataset.page === 'login') loginPage(main); else stationPage(main);
})();
)";

// Follows /api/events on a site page: refetches the page and replaces the
// content of each top element (their attributes and the page's own
// script, e.g. the hall screen's rotation, stay as they are).
constexpr std::string_view LiveScript = R"('use strict';
(function () {
  if (!window.EventSource || !window.fetch) return;
  function parts(doc) { return doc.querySelectorAll('body > :not(script), section.view'); }
  new EventSource('/api/events').onmessage = function () {
    fetch(location.href, { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (text) {
      var next = parts(new DOMParser().parseFromString(text, 'text/html'));
      var now = parts(document);
      if (next.length !== now.length) { location.reload(); return; }
      for (var i = 0; i < now.length; i++)
        if (now[i].innerHTML !== next[i].innerHTML) now[i].innerHTML = next[i].innerHTML;
    });
  };
})();
)";

// Only the venue's own script and style run on its pages.
constexpr std::string_view Policy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

Reply htmlShell(reports::Language language, std::string_view page, std::string_view meta) {
  const bool zh = language == reports::Language::Zh;
  std::string body = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{}"
      "<title>{}</title>\n<link rel=\"stylesheet\" href=\"/venue.css\">\n"
      "<script src=\"/venue.js\" defer></script>\n</head>\n<body data-page=\"{}\">\n<main>\n"
      "<noscript>{}</noscript>\n</main>\n</body>\n</html>\n",
      zh ? "zh" : "en", meta, zh ? "赛场系统" : "Arbiter venue", page,
      zh ? "此页面需要 JavaScript。" : "This page needs JavaScript.");
  return Reply{200,
               "text/html; charset=utf-8",
               std::move(body),
               {{"Cache-Control", "no-store"},
                {"Content-Security-Policy", std::string(Policy)},
                {"X-Content-Type-Options", "nosniff"},
                {"Referrer-Policy", "no-referrer"}}};
}

Reply asset(std::string_view type, std::string_view text) {
  return Reply{200,
               std::string(type),
               std::string(text),
               {{"Cache-Control", "no-cache"}, {"X-Content-Type-Options", "nosniff"}}};
}

}  // namespace

Reply loginPage(reports::Language language, std::string_view csrf, bool setupOpen) {
  return htmlShell(language, "login",
                   fmt::format("<meta name=\"csrf\" content=\"{}\">\n<meta name=\"setup\" "
                               "content=\"{}\">\n",
                               reports::escapeMarkup(csrf), setupOpen ? "open" : "done"));
}

Reply stationPage(reports::Language language) { return htmlShell(language, "station", ""); }

Reply venueScript() { return asset("text/javascript; charset=utf-8", Script); }

Reply venueStyle() { return asset("text/css; charset=utf-8", Style); }

Reply liveScript() { return asset("text/javascript; charset=utf-8", LiveScript); }

}  // namespace live
