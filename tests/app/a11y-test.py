#!/usr/bin/python3
# a11y-test.py - what a screen reader sees of Knight Lab, read from the
# AT-SPI tree (run by a11y-run.sh, which starts the accessibility bus and
# the app): every control has a name, and the board's description follows
# the keyboard cursor and the answer.  Keys go to the app through xdotool.
#   a11y-test.py APP-PID
import re
import subprocess
import sys
import time

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, GLib  # noqa: E402

APP_NAME = 'knight-lab'
# Roles of controls a user operates; each needs a name of its own.
CONTROLS = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.SLIDER, Atspi.Role.SPIN_BUTTON,
    Atspi.Role.COMBO_BOX, Atspi.Role.MENU_ITEM, Atspi.Role.CHECK_MENU_ITEM,
    Atspi.Role.RADIO_MENU_ITEM, Atspi.Role.ENTRY,
}
# What GTK and libadwaita say when a widget has no name: its class.
CLASS_NAME = re.compile(r'^(Gtk|Adw|Kl)[A-Z][A-Za-z]*$')

results = []


def check(ok, what, detail=''):
    results.append(ok)
    print(f"{'ok' if ok else 'not ok'} {len(results)} - {what}")
    if not ok and detail:
        for line in detail.splitlines():
            print(f'# {line}')
    sys.stdout.flush()


def pump(seconds):
    """Runs the main loop (AT-SPI events) for a while."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.02)


def wait_for(predicate, seconds, what):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        pump(0.1)
    return None


def find_app():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == APP_NAME:
            return app
    return None


def walk(node, depth=0):
    """Every object under node, with its parent, depth first."""
    stack = [(node, None)]
    while stack:
        obj, parent = stack.pop()
        yield obj, parent
        try:
            n = obj.get_child_count()
        except GLib.Error:
            continue
        for i in reversed(range(n)):
            child = obj.get_child_at_index(i)
            if child is not None:
                stack.append((child, obj))


def name_of(obj):
    obj.clear_cache()
    return obj.get_name() or ''


def described(obj):
    obj.clear_cache()
    return obj.get_description() or ''


def unnamed_name(name):
    name = name.strip()
    return name == '' or CLASS_NAME.match(name) is not None


def unnamed(obj):
    return unnamed_name(name_of(obj))


def showing(obj):
    return obj.get_state_set().contains(Atspi.StateType.SHOWING)


def main():
    app_pid = int(sys.argv[1])
    print('1..10')

    app = wait_for(find_app, 30, 'the app')
    frame = None
    if app is not None:
        frame = wait_for(lambda: next((c for c, _ in walk(app)
                                       if c.get_role() == Atspi.Role.FRAME), None), 30, 'a window')
    check(frame is not None, 'the window is on the accessibility bus')
    if frame is None:
        return 1

    def board_node():
        return next((o for o, _ in walk(frame)
                     if o.get_role() == Atspi.Role.IMAGE and
                     name_of(o).startswith('Chessboard')), None)

    # the window opens the set and solves its first puzzle
    board = wait_for(lambda: (lambda b: b if b is not None and 'moves' in described(b) else None)
                     (board_node()), 30, 'the board')

    # 2. every control has a name
    missing = []
    for obj, parent in walk(frame):
        role = obj.get_role()
        if role in CONTROLS and unnamed(obj):
            missing.append(f'{obj.get_role_name()} {name_of(obj)!r} in '
                           f'{parent.get_role_name() if parent else "?"} '
                           f'{name_of(parent) if parent else ""!r}')
    check(not missing, 'every button, toggle, menu button, slider, spin button and combo box '
          'has a name', '\n'.join(missing))

    # 3. the rows of the mode list and the puzzle list have names
    lists = {}
    for obj, _ in walk(frame):
        if obj.get_role() == Atspi.Role.LIST and name_of(obj) in ('Mode', 'Puzzles of the set'):
            lists[name_of(obj)] = [name_of(obj.get_child_at_index(i))
                                   for i in range(obj.get_child_count())]
    rows_ok = (len(lists) == 2 and all(len(rows) >= 2 for rows in lists.values()) and
               all(row and not CLASS_NAME.match(row) for rows in lists.values() for row in rows))
    check(rows_ok, 'the mode list and the puzzle list name their rows',
          '\n'.join(f'{k}: {v}' for k, v in lists.items()) or 'lists not found')

    # 4. the board says what it is and what the answer is
    def headline_now():
        """The results area's headline, its first label."""
        results_area = next((o for o, _ in walk(frame)
                             if o.get_role() == Atspi.Role.PANEL and name_of(o) == 'Results'), None)
        return next((name_of(o) for o, _ in walk(results_area)
                     if o.get_role() == Atspi.Role.LABEL), '') if results_area else ''

    headline = headline_now()
    check(board is not None and headline != '' and described(board).startswith(headline + ':'),
          'the board\'s description starts with the answer ("7 moves: a1, b3, …")',
          f'headline {headline!r}, description {described(board) if board else None!r}')
    if board is None:
        return 1

    # 5. the queue under the step's sentence: a named strip of chips, each
    # saying its square and its part in the step
    def queue_chips():
        strip = next((o for o, _ in walk(frame)
                      if o.get_role() != Atspi.Role.LABEL and name_of(o) == 'Queue'), None)
        if strip is None:
            return None
        return [name_of(c) for c, _ in walk(strip) if c.get_role() == Atspi.Role.PUSH_BUTTON] or None

    chips = wait_for(queue_chips, 15, 'the queue')
    check(chips is not None and all(not unnamed_name(n) for n in chips) and
          any(', new in the queue, found from ' in n for n in chips),
          'the queue strip is named, and its chips say their square and part '
          '("b7, new in the queue, found from a5")', f'chips {chips!r}')

    # 6. the description follows the keyboard cursor, and AT-SPI says so
    events = []

    def on_event(event):
        if event.source is not None and name_of(event.source).startswith('Chessboard'):
            events.append(event.any_data)

    listener = Atspi.EventListener.new(on_event)
    listener.register('object:property-change:accessible-description')
    pump(0.5)

    window = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--pid', str(app_pid)],
                            capture_output=True, text=True, timeout=30).stdout.split()
    # keys go to the window under the pointer (no window manager here); the
    # board has the keyboard focus from the start
    subprocess.run(['xdotool', 'mousemove', '--window', window[0], '20', '20'], check=True)
    pump(0.3)

    def after_key(key, square):
        subprocess.run(['xdotool', 'key', key], check=True)
        return wait_for(lambda: described(board).startswith(square + ','), 10, square)

    said = [after_key('Right', 'a1'),   # the first arrow shows the cursor on the start
            after_key('Right', 'b1'),
            after_key('Up', 'b2'),
            after_key('Up', 'b3')]
    pump(0.5)
    check(all(said) and len(events) >= 4,
          'the board\'s description follows the cursor (a1, b1, b2, b3), with '
          'accessible-description events',
          f'descriptions {said!r}, {len(events)} events')

    # 7. an edit changes the answer, and the description says the new one
    before = described(board)
    subprocess.run(['xdotool', 'key', 'Return'], check=True)  # the wall tool walls b3 (a1 is walled in)

    def new_answer():
        now = described(board)
        head = headline_now()
        return now if now != before and now.startswith('b3, wall') and head and \
            f'. {head}' in now else None

    now = wait_for(new_answer, 15, 'the new answer')
    check(now is not None, 'an edit\'s new answer reaches the description',
          f'before {before!r}, after {described(board)!r}, headline {headline_now()!r}')

    # 8. compare mode (Ctrl+M): its controls are named and each board's
    # description says which algorithm it shows; Escape leaves
    subprocess.run(['xdotool', 'key', 'ctrl+m'], check=True)

    seen = {}

    def compare_view():
        # (its boards say their algorithm once compare mode solved them)
        view = next((o for o, _ in walk(frame)
                     if name_of(o) == 'Comparison of two algorithms'), None)
        seen['view'] = view is not None
        if view is None:
            return None
        boards = [o for o, _ in walk(view) if o.get_role() == Atspi.Role.IMAGE and
                  name_of(o).startswith('Chessboard')]
        said = [described(b) for b in boards]
        seen['said'] = said
        if len(said) != 2 or not said[0].startswith('Left board: ') or \
                not said[1].startswith('Right board: '):
            return None
        return view, said

    found = wait_for(compare_view, 30, 'the compare view')
    missing = []
    if found is not None:
        for obj, parent in walk(found[0]):
            if obj.get_role() in CONTROLS and unnamed(obj):
                missing.append(f'{obj.get_role_name()} {name_of(obj)!r} in '
                               f'{parent.get_role_name() if parent else "?"}')
    check(found is not None and not missing,
          'compare mode: its controls are named and each board says its algorithm '
          '("Left board: A* search. …")',
          f'boards {found[1] if found else None!r}, seen {seen!r}; unnamed: ' + '; '.join(missing))

    subprocess.run(['xdotool', 'key', 'Escape'], check=True)
    pump(0.5)

    # 9. present mode (F11): its two buttons are named, the header bar's
    # gone, the board still says what it is and what the answer is, and the
    # step's sentence is a label that follows the keys (Home, End); Escape
    # leaves.  Undo the edit of 7 first: a route has steps to present.
    subprocess.run(['xdotool', 'key', 'ctrl+z'], check=True)
    wait_for(lambda: 'moves' in described(board), 30, 'the route again')
    subprocess.run(['xdotool', 'key', 'F11'], check=True)

    def present_buttons():
        # the header bar and the panels went: what was cached of them is stale
        frame.clear_cache()
        # (GTK 4.8 does not say SHOWING of what it shows again: by name)
        names = {name_of(o) for o, _ in walk(frame) if o.get_role() in CONTROLS}
        wanted = {'High Contrast', 'Leave Present Mode'}
        # and the header bar's are gone
        return names if wanted <= names and 'Main Menu' not in names else None

    def caption():
        # the label beside the High Contrast button's column
        frame.clear_cache()
        button = next((o for o, _ in walk(frame)
                       if o.get_role() in CONTROLS and name_of(o) == 'High Contrast'), None)
        bar = button.get_parent().get_parent() if button is not None else None
        if bar is None:
            return None
        label = next((bar.get_child_at_index(i) for i in range(bar.get_child_count())
                      if bar.get_child_at_index(i).get_role() == Atspi.Role.LABEL), None)
        return name_of(label) if label is not None else None

    names = wait_for(present_buttons, 15, 'present mode')
    subprocess.run(['xdotool', 'key', 'Home'], check=True)
    pump(0.5)
    before = caption()
    subprocess.run(['xdotool', 'key', 'End'], check=True)
    stepped = wait_for(lambda: (lambda now: now if now and now != before else None)(caption()),
                       15, 'the last step\'s sentence')
    missing = [f'{o.get_role_name()} {name_of(o)!r}' for o, _ in walk(frame)
               if o.get_role() in CONTROLS and unnamed(o)]
    check(names is not None and stepped is not None and not missing and
          described(board) != '',
          'present mode: its buttons are named, the board describes the answer and the '
          'step\'s sentence follows the keys',
          f'controls {names!r}, caption at the start {before!r}, at the end {caption()!r}, '
          f'board {described(board)!r}; unnamed: ' + '; '.join(missing))
    subprocess.run(['xdotool', 'key', 'Escape'], check=True)
    pump(0.5)
    subprocess.run(['xdotool', 'key', 'ctrl+shift+z'], check=True)
    wait_for(lambda: 'moves' not in described(board), 30, 'the edit again')

    # 10. practice (F7): the board speaks the question instead of the answer
    head = headline_now()
    subprocess.run(['xdotool', 'key', 'F7'], check=True)

    def asking():
        now = described(board)
        return now if '?' in now and head not in now else None

    now = wait_for(asking, 15, 'the practice question')
    practice = next((o for o, _ in walk(frame)
                     if o.get_role() in (Atspi.Role.TOGGLE_BUTTON, Atspi.Role.PANEL,
                                         Atspi.Role.GROUPING) and name_of(o) == 'Practice'), None)
    check(now is not None and practice is not None,
          'in practice the board\'s description asks the question and keeps the answer back, '
          'and the practice controls are named',
          f'description {described(board)!r}, headline before {head!r}, '
          f'practice control {practice is not None}')

    listener.deregister('object:property-change:accessible-description')
    return 0 if all(results) else 1


if __name__ == '__main__':
    sys.exit(main())
