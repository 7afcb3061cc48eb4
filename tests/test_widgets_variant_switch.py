"""Standard or variant on the same hand (holdem.widgets.variant_switch): both sides computed by
the engine, joined to the buttons in the browser (static site) and in Python (live); the live
switch recomputes and answers bad numbers in German. One test per variant rule."""

from __future__ import annotations

import pytest
from browser_helpers import chromium_context, site_dir

from holdem.widgets.variant_switch import RULES, LiveVariantSwitch, VariantSwitchError, sides, variant_switch


@pytest.mark.parametrize("rule", RULES, ids=list(RULES))
def test_both_sides_differ_and_the_switch_shows_each(rule: str) -> None:
    side = sides(rule)
    assert side.standard and side.variant and side.standard != side.variant
    switch = variant_switch(rule)
    assert len(switch.links) == 1  # the browser-side jslink: works without a kernel
    pages = [page.value for page in switch.stack.children]
    assert len(pages) == 2
    switch.show(1)
    assert switch.index == 1 and switch.control.value == side.titles[1]
    switch.show(0)
    assert switch.index == 0
    assert f"regel-{rule.lower()}" in switch.children[-1].value and "Unterschied" in switch.children[-1].value


@pytest.mark.rule("L1")
def test_l1_variant_raises_by_a_small_blind_L1() -> None:
    side = sides("L1")
    assert "mindestens auf 4" in side.standard and "mindestens auf 3" in side.variant


@pytest.mark.rule("W10")
def test_live_switch_recomputes_and_rejects_bad_numbers_W10() -> None:
    live = LiveVariantSwitch("W10")
    live.side.index = 1
    assert "auf 1 bis" in live.shown_text  # variant: a bet of one small blind is allowed
    live.side.index = 0
    assert "auf 2 bis" in live.shown_text
    live.number.value = "null"
    assert "positive ganze Zahl" in live.shown_text
    (only,) = live.output.children
    assert "holdem-error" in only.value
    live.number.value = "3"
    assert live.error == "" and "holdem-error" not in str([c.value for c in live.output.children])


@pytest.mark.rule("K2")
def test_live_switch_too_many_players_K2() -> None:
    live = LiveVariantSwitch("K2")
    live.number.value = "30"
    assert "G2" in live.error and live.output.children[0].value.count("holdem-error") == 1


def test_unknown_rule_is_refused() -> None:
    with pytest.raises(VariantSwitchError, match="keine Variante"):
        sides("G1")


def test_switch_works_in_the_built_site_from_file_url() -> None:
    page_file = site_dir() / "book" / "varianten.html"
    with chromium_context("file") as (context, traffic):
        page = context.new_page()
        page.goto(page_file.as_uri())
        switch = page.locator(".holdem-variant-switch").nth(3)  # L1
        switch.locator(".widget-toggle-button").first.wait_for(timeout=30_000)
        shown = switch.locator(".holdem-stepper-pages")
        assert "mindestens auf 4" in shown.inner_text()
        switch.locator(".widget-toggle-button").nth(1).click()
        page.wait_for_function("(el) => el.innerText.includes('mindestens auf 3')", arg=shown.element_handle(),
                               timeout=10_000)
        assert traffic.blocked == [] and traffic.page_errors == []
