/// The app's only script, served from its own address (the Content-Security-Policy allows no other): as a
/// person types in a food field, the food bank's best matches fill its list. The form works without it, offering
/// the matcher's suggestions.
enum FoodSearchScript {
    static let source = """
        "use strict";
        document.querySelectorAll("input[data-food-search]").forEach(function (input) {
          var list = document.getElementById(input.getAttribute("list"));
          var asked = "";
          input.addEventListener("input", function () {
            var query = input.value.trim();
            if (query.length < 2 || query === asked) { return; }
            asked = query;
            fetch("/api/v1/foods?pageSize=10&q=" + encodeURIComponent(query), { credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.json() : { items: [] }; })
              .then(function (page) {
                if (query !== asked) { return; }
                list.replaceChildren.apply(list, page.items.map(function (food) {
                  var option = document.createElement("option");
                  option.value = food.name;
                  return option;
                }));
              })
              .catch(function () {});
          });
        });
        """
}
