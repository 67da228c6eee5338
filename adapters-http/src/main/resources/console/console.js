// Progressive enhancement only: every page works without this file.
document.addEventListener('click', function (event) {
  var button = event.target.closest('button[data-copy]');
  if (!button) { return; }
  var text = document.getElementById(button.getAttribute('data-copy')).textContent;
  navigator.clipboard.writeText(text).then(function () {
    button.textContent = 'Copied';
  }, function () {
    var range = document.createRange();
    range.selectNodeContents(document.getElementById(button.getAttribute('data-copy')));
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    button.textContent = 'Selected: press Ctrl+C';
  });
});
