"""Drives the web app in headless Chromium, as a person would, at a desktop size and at a phone's 390 x 844.

Run by WebBrowserTests (Swift) against a live daemon: signs in with the token, adds a receipt from the home
page's file input, waits until it lands as a trip, opens the trip, corrects an item's food and sees the analysis
of the trip's day change, and checks that no page scrolls sideways.
Every page is kept as a screenshot in --screenshots. Exits 0 when every step held, 1 with the reason otherwise.
"""

import argparse
import os
import re
import sys
import time

os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    return driver


def wait_until(condition, message, seconds=90):
    """Clicks start navigations the driver does not wait for: poll until the page shows what it should."""
    deadline = time.time() + seconds
    while not holds(condition):
        check(time.time() < deadline, message)
        time.sleep(0.1)


def holds(condition):
    """A page being replaced makes the elements just found stale: that is "not yet", not a failure."""
    try:
        return condition()
    except (StaleElementReferenceException, NoSuchElementException):
        return False


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def no_sideways_scrolling(driver, page):
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    check(overflow <= 0, f"{page} scrolls sideways by {overflow} px at {driver.get_window_size()['width']} px")


def correct_a_food(driver, shot):
    """Opens the first item's form, types a food, picks the food bank's first answer (fetched by the app's
    script as the person types), saves, and checks the item now shows that food."""
    item = driver.find_elements(By.CSS_SELECTOR, "tbody tr[id^='item-']")[0].get_attribute("id")
    row = driver.find_elements(By.CSS_SELECTOR, "tbody tr.edit")[0]
    row.find_element(By.TAG_NAME, "summary").click()
    food = row.find_element(By.CSS_SELECTOR, "input[data-food-search]")
    food.clear()
    food.send_keys("oat")
    list_id = food.get_attribute("list")
    # Read in one script call: the app's script replaces the options as each answer arrives, which would make
    # options found one by one stale.
    names = lambda: driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(function (o) { return o.value; })",
        f"#{list_id} option")
    wait_until(lambda: any("oat" in name for name in names()),
               "typing in the food field should list the food bank's matches (the script, under the CSP)")
    chosen = next(name for name in names() if "oat" in name)
    food.clear()
    food.send_keys(chosen)
    shot("item-form")
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_until(lambda: f"· {chosen}" in driver.find_element(By.ID, item).text,
               f"the item should show its new food {chosen}")


def report_text(driver, url):
    """The nutrition report's text on an analysis page: its figures, markers and top foods."""
    driver.get(url)
    wait_until(lambda: driver.find_elements(By.CSS_SELECTOR, "section.report"), f"{url} should show a report")
    return driver.find_elements(By.CSS_SELECTOR, "section.report")[0].text


def visit(driver, args, size_name):
    shots = args.screenshots
    shot = lambda name: driver.save_screenshot(os.path.join(shots, f"{size_name}-{name}.png"))

    driver.get(args.url + "/")
    check(driver.current_url.endswith("/login"), f"without a session / should lead to /login, not {driver.current_url}")
    shot("login")
    no_sideways_scrolling(driver, "/login")
    driver.find_element(By.NAME, "token").send_keys("not the token")
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_until(lambda: "not the token" in driver.page_source.lower(), "a wrong token should be refused with a message")
    driver.find_element(By.NAME, "token").send_keys(args.token)
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_until(lambda: "Add receipt" in driver.page_source, f"signing in should lead home, not to {driver.current_url}")
    check(driver.current_url.rstrip("/") == args.url, f"signing in should lead home, not to {driver.current_url}")
    file_input = driver.find_element(By.CSS_SELECTOR, "input[type=file]")
    check(file_input.get_attribute("capture") == "environment", "Add receipt should open the phone's camera")
    check("image/*" in (file_input.get_attribute("accept") or ""), "Add receipt should take images")
    shot("home")
    no_sideways_scrolling(driver, "/")

    trip_links = lambda: {link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "a[href*='/trips/']")}
    trips_before = trip_links()
    file_input.send_keys(args.receipt)
    driver.find_element(By.CSS_SELECTOR, "form[action='/upload'] button[type=submit]").click()
    wait_until(lambda: "1 receipt added to the inbox" in driver.page_source, "the upload should be confirmed")

    deadline = time.time() + 240
    while not (trip_links() - trips_before):
        check(time.time() < deadline, "the uploaded receipt did not become a trip within 4 minutes")
        time.sleep(1)
        driver.get(args.url + "/")
    shot("home-with-trip")
    # The trip this upload made, not an earlier one the home page lists first.
    driver.get(sorted(trip_links() - trips_before)[0])
    wait_until(lambda: "/trips/" in driver.current_url and driver.find_elements(By.CSS_SELECTOR, "tfoot"),
               "the trip's page should open")
    wait_until(lambda: driver.execute_script(
        "var image = document.querySelector('figure.receipt img'); return image && image.complete && image.naturalWidth > 0"),
        "the trip's page should show its receipt photo")
    rows = driver.find_elements(By.CSS_SELECTOR, "tbody tr[id^='item-']")
    check(len(rows) >= 3, f"the trip should list its items, found {len(rows)} rows")
    shot("trip")
    no_sideways_scrolling(driver, driver.current_url)
    trip_url = driver.current_url
    day = re.search(r"\d{4}-\d{2}-\d{2}", driver.find_element(By.TAG_NAME, "h1").text)
    check(day is not None, "the trip's heading should give its date")
    analysis_of_the_day = f"{args.url}/analysis?range=custom&from={day.group(0)}&to={day.group(0)}"
    before = report_text(driver, analysis_of_the_day)
    driver.get(trip_url)
    correct_a_food(driver, shot)
    after = report_text(driver, analysis_of_the_day)
    check(after != before, "correcting an item's food should change the analysis of the trip's day")
    shot("analysis-after-correction")

    driver.get(args.url + "/analysis?range=month")
    wait_until(lambda: len(driver.find_elements(By.TAG_NAME, "svg")) >= 4, "/analysis should chart the month")
    shot("analysis")
    no_sideways_scrolling(driver, "/analysis")

    driver.get(args.url + "/trips")
    check(len(driver.find_elements(By.CSS_SELECTOR, "a[href^='/trips/']")) >= 1, "/trips should list the trip")
    shot("trips")
    no_sideways_scrolling(driver, "/trips")

    driver.find_element(By.CSS_SELECTOR, "form[action='/logout'] button").click()
    wait_until(lambda: driver.current_url.endswith("/login"), "signing out should lead to /login")
    driver.get(args.url + "/trips")
    check(driver.current_url.endswith("/login"), "after signing out, pages should need signing in again")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--receipts", required=True, nargs=2, help="one receipt photo for each window size")
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    for (size_name, width, height), receipt in zip((("desktop", 1280, 900), ("phone", 390, 844)), args.receipts):
        args.receipt = receipt
        driver = browser(width, height)
        try:
            visit(driver, args, size_name)
        except Exception as error:  # any failed step, with the page it happened on
            driver.save_screenshot(os.path.join(args.screenshots, f"{size_name}-failure.png"))
            print(f"{size_name}: {error}\nat {driver.current_url}", file=sys.stderr)
            return 1
        finally:
            driver.quit()
        print(f"{size_name} ({width} x {height}): every step held")
    return 0


if __name__ == "__main__":
    sys.exit(main())
