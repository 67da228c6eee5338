// Progressive enhancement only: every page works without this file.
document.addEventListener('click', function (event) {
  var button = event.target.closest('button[data-copy]');
  if (!button) { return; }
  var text = document.getElementById(button.getAttribute('data-copy')).textContent;
  // Said in the live region beside the button (aria-live="polite"): a change of the button's own text is not
  // announced to a screen reader. Without the region (an older page) the button's text says it, as before.
  var status = document.getElementById(button.getAttribute('data-status'));
  function say(message) {
    if (status) { status.textContent = message; } else { button.textContent = message; }
  }
  navigator.clipboard.writeText(text).then(function () {
    say('Copied');
  }, function () {
    var range = document.createRange();
    range.selectNodeContents(document.getElementById(button.getAttribute('data-copy')));
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    say('Selected: press Ctrl+C');
  });
});
