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

// A form marked data-once is sent once: a second click while its answer is on the way (Fetch now waits for the whole
// run) would start the same action again. The button says what is under way; the server is unchanged.
document.addEventListener('submit', function (event) {
  var form = event.target;
  if (!form.hasAttribute('data-once')) { return; }
  if (form.hasAttribute('data-sent')) { event.preventDefault(); return; }
  form.setAttribute('data-sent', '');
  var button = form.querySelector('button[type=submit]');
  if (button) {
    button.disabled = true;
    if (button.hasAttribute('data-busy')) {
      button.setAttribute('data-idle', button.textContent);
      button.textContent = button.getAttribute('data-busy');
    }
  }
});
// A page shown again from the browser's back-forward cache gets its buttons back.
window.addEventListener('pageshow', function (event) {
  if (!event.persisted) { return; }
  document.querySelectorAll('form[data-sent]').forEach(function (form) {
    form.removeAttribute('data-sent');
    var button = form.querySelector('button[type=submit]');
    if (!button) { return; }
    button.disabled = false;
    if (button.hasAttribute('data-idle')) { button.textContent = button.getAttribute('data-idle'); }
  });
});
