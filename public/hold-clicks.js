// The server's HTML shows before the page's code has taken it over. A click on a button in that
// moment would do nothing; it is held here and replayed by the code once it is in charge
// (src/client/app/layout/root-layout.tsx). Links need no code and are left alone.
(function () {
  var held = [];
  function hold(event) {
    var target =
      event.target &&
      event.target.closest &&
      event.target.closest('button, [role="button"], summary, label');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.releaseHeldClicks = function () {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
})();
