"""The command line speaks German throughout: help headings, usage line and argparse's own errors."""

import pytest

from holdem.cli import main
from holdem.cli._german import german_message


def test_help_headings_and_usage_are_german(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: python -m holdem")
    assert "Befehle und Angaben:" in out and "Optionen:" in out and "diese Hilfe zeigen und beenden" in out
    assert "usage:" not in out and "show this help" not in out


@pytest.mark.parametrize("command", ["pots", "positions", "equity", "rank", "counts", "replay", "legal", "import",
                                     "erklaeren"])
def test_every_sub_command_has_german_help(capsys, command):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = capsys.readouterr().out
    assert out.startswith(f"Aufruf: python -m holdem {command}") and "usage:" not in out


@pytest.mark.parametrize("argv, expected", [
    (["pots"], "Fehler: diese Angaben fehlen: --contributions"),
    (["counts", "--cards", "x"], "Fehler: --cards: „x“ ist keine ganze Zahl"),
    (["equity", "AsAh", "KdKc", "--exact", "--samples", "10"], "schließen sich aus"),
    (["blah"], "'blah' gibt es nicht; erlaubt sind"),
    (["rank", "Ah Kh Qh Jh Th", "--bogus"], "Fehler: unbekannte Angaben: --bogus"),
])
def test_argparse_errors_are_german_with_exit_code_2(capsys, argv, expected):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert expected in err and "Aufruf:" in err and "--help" in err
    assert "error:" not in err


def test_unknown_messages_stay_as_they_are():
    assert german_message("something new") == "something new"
