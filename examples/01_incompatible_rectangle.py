"""Two conditionals that no joint distribution has, and the rectangle that proves it.

A masked language model gives, for each position, a distribution of the token there
given the others: a set of *conditionals*. Nothing forces them to be the conditionals
of one joint distribution; when they are not, they are *incompatible*. This script
builds the smallest possible example by hand (two sites, two tokens) and computes the
rectangle statistic ``log R`` that certifies it.

Run:  python examples/01_incompatible_rectangle.py [--out DIR]
"""

import numpy as np
from _common import Checks, output_dir

from exact import all_rectangles
from toolkit.models import JointModel
from toolkit.sampling import all_site_conditionals

output_dir(__doc__.splitlines()[0])  # no figure here; the argument is accepted for uniformity
checks = Checks()


# A model is anything with `vocab_size` (q), `length` (n), optional `tokens`, and a
# batched method `logits(x, sites)`: for each state x[b] (integer tokens) and site
# sites[b], the logits of every token at that site. They must not depend on the token
# that sits there now (an MLM masks it). This one is written out by hand:
#
#   site 0 puts weight `agree0` on copying the token at site 1,
#   site 1 puts weight `agree1` on copying the token at site 0 (negative: on differing).
class TwoSites:
    vocab_size = 2
    length = 2
    tokens = ("cat", "dog")

    def __init__(self, agree0, agree1):
        self.agree = np.array([agree0, agree1], dtype=float)

    def logits(self, x, sites):
        x, sites = np.asarray(x), np.asarray(sites)
        other = x[np.arange(len(sites)), 1 - sites]  # the token at the other site
        same = np.eye(2)[other]  # same[b, a] = 1 if token a equals it
        return self.agree[sites][:, None] * same

    def __repr__(self):
        return f"TwoSites(agree0={self.agree[0]:g}, agree1={self.agree[1]:g})"


def logit(model, site, token, other_token):
    """l_site(token ; the other site holds other_token): one logit, read from the model."""
    x = np.zeros((1, 2), dtype=int)
    x[0, 1 - site] = other_token
    return float(model.logits(x, [site])[0, token])


def rectangle_by_hand(model, a=0, a2=1, b=0, b2=1):
    """The rectangle statistic, term by term (DESIGN.md section 1), for sites i=0, j=1.

    Each bracket is a log odds-ratio: how much more site 0 likes `a` over `a2` when site 1
    holds `b` rather than `b2`, and the same seen from site 1. For conditionals of a joint
    mu both brackets equal log[mu(a,b) mu(a2,b2) / (mu(a2,b) mu(a,b2))] (the normalizing
    constants cancel), so their difference log R is 0. A non-zero log R is a proof that
    no joint distribution has these conditionals.
    """
    left = logit(model, 0, a, b) - logit(model, 0, a2, b) - logit(model, 0, a, b2) + logit(model, 0, a2, b2)
    right = logit(model, 1, b, a) - logit(model, 1, b2, a) - logit(model, 1, b, a2) + logit(model, 1, b2, a2)
    return left, right, left - right


# --- 1. Site 0 wants to agree, site 1 wants to differ: a game of matching pennies.
# Whatever the pair is, one of the two sites wants to change it; the chain that
# resamples one site at a time goes round and round (cat,cat) -> (cat,dog) -> (dog,dog)
# -> (dog,cat) -> (cat,cat). No joint distribution can explain both wishes.
pennies = TwoSites(1.5, -1.5)
left, right, log_r = rectangle_by_hand(pennies)
print(f"{pennies}: site-0 odds-ratio {left:+.3f}, site-1 odds-ratio {right:+.3f}, log R = {log_r:+.3f}")

# The library computes every rectangle of a model (here there is exactly one) with a
# floating-point error bound; |log R| above the bound *certifies* incompatibility.
table = all_rectangles(pennies)
print(table.witness(0))
checks(f"the hand-computed log R ({log_r:g}) equals exact.all_rectangles ({table.log_r[0]:g})",
       np.isclose(log_r, table.log_r[0], rtol=0, atol=1e-12))
checks(f"the rectangle certifies incompatibility (|log R| = {abs(table.log_r[0]):g} > bound "
       f"{table.bound[0]:.2g})", table.certified[0])

# --- 2. Agreeing with different strengths is incompatible too: the two odds-ratios
# (2 * 1.5 and 2 * 0.5) must be *equal*, not merely of the same sign.
lopsided = TwoSites(1.5, 0.5)
_, _, log_r2 = rectangle_by_hand(lopsided)
print(f"{lopsided}: log R = {log_r2:+.3f}")
checks(f"unequal agreement strengths are certified incompatible too (log R = {log_r2:g})",
       all_rectangles(lopsided).n_certified == 1)

# --- 3. Both sites agree with the same strength: these ARE the conditionals of the joint
# mu(a, b) ∝ exp(1.5 [a = b]), and log R vanishes.
friends = TwoSites(1.5, 1.5)
_, _, log_r3 = rectangle_by_hand(friends)
table3 = all_rectangles(friends)
print(f"{friends}: log R = {log_r3:+.3f} (bound {table3.bound[0]:.2g}, certified: {table3.certified[0]})")
checks("the compatible model has log R = 0 and no certified rectangle",
       log_r3 == 0.0 and table3.n_certified == 0)

# Compatibility, directly: the conditionals of the explicit joint equal the model's.
joint = JointModel(np.array([[1.5, 0.0], [0.0, 1.5]]))  # log mu(a, b), up to a constant
states = np.array([[0, 0], [0, 1], [1, 0], [1, 1]])
same = np.allclose(all_site_conditionals(friends, states), all_site_conditionals(joint, states),
                   rtol=0, atol=1e-15)
checks("the compatible model's conditionals are those of mu(a, b) = exp(1.5 [a = b]) / Z", same)

# --- 4. Temperature. The chain samples from softmax(logits / T), so every logit, and
# with it log R, is divided by T: heating the chain shrinks incompatibility but never
# removes it (the certificate does not depend on T).
hot = all_rectangles(pennies, temperature=2.0)
checks(f"at T = 2 log R halves ({table.log_r[0]:g} -> {hot.log_r[0]:g}) and stays certified",
       np.isclose(hot.log_r[0], table.log_r[0] / 2, rtol=1e-15) and hot.certified[0])
checks.finish()
