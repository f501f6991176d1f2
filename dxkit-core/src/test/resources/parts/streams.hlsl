// dxkit fixture: a geometry program writing two streams (OSG5 with stream numbers).
struct V { float4 pos : SV_Position; float4 c : COLOR; };
[maxvertexcount(2)]
void main(point V v[1], inout PointStream<V> s0, inout PointStream<V> s1) { s0.Append(v[0]); s1.Append(v[0]); }
