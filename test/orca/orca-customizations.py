# Loaded by Orca from the throwaway preferences folder the screen-reader stage gives it
# (`orca -u <folder>`), inside Orca's own process. It sets up Orca for a test run and writes what
# Orca does to a JSON-lines file the stage reads, one line per:
#   speech  every utterance, as Orca's own "SPEECH OUTPUT" log has it;
#   key     every key press Orca received (the steps of a journey);
#   focus   every change of Orca's locus of focus, with the object's role, name, states and the
#           roles and names of its ancestors, as the platform's accessibility API (AT-SPI) gives them;
#   event   every accessibility event Orca processed (only its type: the stage waits until Orca has
#           been quiet for a while).
# Each line is flushed as it is written, so nothing is lost when Orca is stopped.
import json
import logging
import os
import time

import pyatspi
import gi

gi.require_version("Gdk", "3.0")
from gi.repository import Gdk

import orca.debug as debug
import orca.event_manager as event_manager
import orca.orca as orca_main
import orca.settings as settings

LOG_PATH = os.environ.get("RESORT_ORCA_LOG")

# A page is not read whole as it loads (the first keys would be lost in it), no summary either.
settings.sayAllOnLoad = False
settings.pageSummaryOnLoad = False
# No braille display, no sounds, no echo of the keys typed (the stage logs the keys itself).
settings.enableBraille = False
settings.enableSound = False
settings.enableKeyEcho = False
settings.enableEchoByCharacter = False
settings.enableEchoByWord = False
# No speech synthesiser: Orca logs what it would say, which is all the stage listens to.
settings.speechServerFactory = None
settings.speechFactoryModules = []

# Orca's own debug file (`--debug-file`), kept for a failure's diagnosis: only its informative
# level, written line by line.
debug.debugLevel = debug.LEVEL_INFO
if debug.debugFile:
    _name = debug.debugFile.name
    debug.debugFile.close()
    debug.debugFile = open(_name, "a", buffering=1)

_out = open(LOG_PATH, "a", buffering=1, encoding="utf-8") if LOG_PATH else None


def _write(record):
    if _out is None:
        return
    record["t"] = round(time.time(), 4)
    try:
        _out.write(json.dumps(record, ensure_ascii=False) + "\n")
    except Exception:
        pass


class _SpeechHandler(logging.Handler):
    PREFIX = "SPEECH OUTPUT: '"

    def emit(self, record):
        message = record.getMessage()
        if not message.startswith(self.PREFIX):
            return
        text = message[len(self.PREFIX):]
        voice = None
        end = text.rfind("'")
        if end >= 0:
            rest = text[end + 1:].strip()
            text = text[:end]
            if rest.startswith("voice="):
                voice = rest[len("voice="):]
        _write({"kind": "speech", "text": text, "voice": voice})


logging.getLogger("speech").addHandler(_SpeechHandler())

_STATES = {
    "focused": pyatspi.STATE_FOCUSED,
    "expanded": pyatspi.STATE_EXPANDED,
    "collapsed": pyatspi.STATE_COLLAPSED,
    "expandable": pyatspi.STATE_EXPANDABLE,
    "checked": pyatspi.STATE_CHECKED,
    "pressed": pyatspi.STATE_PRESSED,
    "selected": pyatspi.STATE_SELECTED,
    "required": pyatspi.STATE_REQUIRED,
    "invalid": pyatspi.STATE_INVALID_ENTRY,
    "modal": pyatspi.STATE_MODAL,
    "editable": pyatspi.STATE_EDITABLE,
    "enabled": pyatspi.STATE_ENABLED,
    "read-only": pyatspi.STATE_READ_ONLY,
    "busy": pyatspi.STATE_BUSY,
}


def _describe(obj):
    try:
        state = obj.getState()
        states = [name for name, value in _STATES.items() if state.contains(value)]
    except Exception:
        states = []
    try:
        role = obj.getRoleName()
    except Exception:
        role = "?"
    try:
        name = obj.name or ""
    except Exception:
        name = ""
    try:
        description = obj.description or ""
    except Exception:
        description = ""
    try:
        attributes = dict(a.split(":", 1) for a in obj.getAttributes() if ":" in a)
        tag = attributes.get("tag", "")
    except Exception:
        tag = ""
    return {"role": role, "name": name, "description": description, "states": states, "tag": tag}


def _ancestors(obj):
    """The roles and names of obj's ancestors up to its window, and whether the walk got there
    (an object being moved in the tree may have no parent for a moment)."""
    chain = []
    try:
        parent = obj.parent
        while parent is not None and len(chain) < 80:
            role = parent.getRoleName()
            chain.append({"role": role, "name": parent.name or ""})
            if role in ("frame", "application", "window"):
                return chain, True
            parent = parent.parent
    except Exception:
        pass
    return chain, False


_setLocusOfFocus = orca_main.setLocusOfFocus


def _setLocusOfFocusAndLog(event, obj, notifyScript=True, force=False):
    before = orca_main.orca_state.locusOfFocus
    result = _setLocusOfFocus(event, obj, notifyScript, force)
    after = orca_main.orca_state.locusOfFocus
    if after is not None and (after != before or force):
        try:
            record = _describe(after)
            record["kind"] = "focus"
            record["ancestors"], record["complete"] = _ancestors(after)
            record["cause"] = event.type if event is not None else None
            _write(record)
        except Exception:
            pass
    return result


orca_main.setLocusOfFocus = _setLocusOfFocusAndLog

_processKeyboardEvent = event_manager.EventManager._processKeyboardEvent


def _processKeyboardEventAndLog(self, event):
    try:
        if event.type == pyatspi.KEY_PRESSED_EVENT:
            _write({"kind": "key", "key": Gdk.keyval_name(event.id) or event.event_string, "modifiers": int(event.modifiers)})
    except Exception:
        pass
    return _processKeyboardEvent(self, event)


event_manager.EventManager._processKeyboardEvent = _processKeyboardEventAndLog

_processObjectEvent = event_manager.EventManager._processObjectEvent


def _processObjectEventAndLog(self, event):
    try:
        _write({"kind": "event", "type": event.type})
    except Exception:
        pass
    return _processObjectEvent(self, event)


event_manager.EventManager._processObjectEvent = _processObjectEventAndLog
_write({"kind": "loaded"})
