// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace gui {

class EventDocument;

// Undo with a question first (issue 11): "This will undo: <action>, done by
// <who> at <when>". Undoes on Yes; a refusal is shown. True if undone.
bool confirmAndUndo(QWidget* parent, EventDocument& document);

}  // namespace gui
